import { useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/api';
import { imagesKeys } from './images-keys';

/** Whether the server has an image model connected (IMAGE_PROVIDER). */
export const useImageProvider = () =>
  useQuery({ queryKey: imagesKeys.provider(), queryFn: () => call(api.images.provider.$get(), { silent: true }), staleTime: 5 * 60_000 });
