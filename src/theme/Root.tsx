import React, {type ReactNode} from 'react';
import BaseUrlIssueBanner from '@site/src/components/BaseUrlIssueBanner';
import OfflineNotice from '@site/src/components/OfflineNotice';

export default function Root({children}: {children: ReactNode}): ReactNode {
  return (
    <>
      <BaseUrlIssueBanner />
      {children}
      <OfflineNotice />
    </>
  );
}
