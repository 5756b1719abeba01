// The publishing feature's pages as the app assembles them.
export { AutoPostingPanel } from './components/auto-posting-panel';
export { BlogConnectPanel } from './components/blog-connect-panel';
export { PostEditor } from './components/post-editor';
export { SiteSettingsPanel } from './components/site-settings-form';
