import React, {type ReactNode} from 'react';
import ErrorPageContent from '@theme-original/ErrorPageContent';
import type {Props} from '@theme/Error';
import ChunkErrorFallback from '@site/src/components/ChunkErrorFallback';

/** The layout's crash screen, recovering by a full load when code failed to download. */
export default function ErrorPageContentWrapper({error, tryAgain}: Props): ReactNode {
  return (
    <ChunkErrorFallback error={error} tryAgain={tryAgain}>
      {(recoveredTryAgain) => <ErrorPageContent error={error} tryAgain={recoveredTryAgain} />}
    </ChunkErrorFallback>
  );
}
