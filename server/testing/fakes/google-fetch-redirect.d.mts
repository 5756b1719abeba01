export function installGoogleRedirect(mockUrl: string): () => void;
