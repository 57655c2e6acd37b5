import React, {type ReactNode} from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {ExampleZipsGlobalData} from '@site/src/plugins/example-zips/data';
import {downloadLabel} from './size';
import styles from './styles.module.css';

/**
 * A link to the zip of a tutorial or example project (src/plugins/example-zips).
 * A plain anchor, not <Link>: the zip is a file, not a route, and the client
 * router must not try to navigate to it. The size comes from the build.
 */
export default function DownloadProject({project}: {project: string}): ReactNode {
  const {projects} = usePluginData('example-zips') as ExampleZipsGlobalData;
  const download = projects[project];
  if (!download) {
    throw new Error(`<DownloadProject project="${project}" />: no such project (known: ${Object.keys(projects).join(', ')})`);
  }
  const href = useBaseUrl(download.path);
  return (
    <p className={styles.download}>
      <a href={href} download={download.fileName} type="application/zip" className={styles.link}>
        <svg className={styles.icon} viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M8 1.5v8.25M4.5 6.5 8 10l3.5-3.5M2.5 11.5v2h11v-2" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {downloadLabel(download.bytes)}
      </a>
    </p>
  );
}
