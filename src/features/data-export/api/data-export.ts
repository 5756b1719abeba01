/** The signed-in member's data as a zip; a download link, so the browser saves it with the server's file name. */
export const dataExportHref = '/api/users/me/export';
