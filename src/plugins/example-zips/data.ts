/**
 * What the example-zips plugin tells the pages (global data), kept free of
 * Node imports so that the DownloadProject component can import the types.
 */

/** Folder of the built site the zips are written to. */
export const DOWNLOADS_DIR = 'downloads';

export interface ProjectDownload {
  /** Site-relative address of the zip, without the base URL: `/downloads/etl-tutorial.zip`. */
  path: string;
  /** File name a browser saves it under. */
  fileName: string;
  /** Size of the zip in bytes, measured on the zip the build writes. */
  bytes: number;
}

export interface ExampleZipsGlobalData {
  /** Keyed by the zip name without `.zip` (`etl-tutorial`, `example-bluesky`). */
  projects: Record<string, ProjectDownload>;
}

export function downloadPath(zipName: string): string {
  return `/${DOWNLOADS_DIR}/${zipName}.zip`;
}
