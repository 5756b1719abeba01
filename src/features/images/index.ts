// The images feature as the app assembles it: /images (generator, gallery) and /imageX (thumbnails).
export { useImageProvider } from './api/get-image-provider';
export { ImageGallery } from './components/image-gallery';
export { ImageGenerator } from './components/image-generator';
export { ProviderOffNotice } from './components/provider-off-notice';
export { ThumbnailMaker } from './components/thumbnail-maker';
export { messages as imagesMessages } from './messages';
