import React, {useEffect, type ReactNode} from 'react';
import BaseUrlIssueBanner from '@site/src/components/BaseUrlIssueBanner';
import OfflineNotice from '@site/src/components/OfflineNotice';
import {markAppHydrated} from '@site/src/static-pages/client/hydration';

export default function Root({children}: {children: ReactNode}): ReactNode {
  // Root's effects run once, in the hydration's commit: from then on a route is opened by navigation.
  useEffect(markAppHydrated, []);
  return (
    <>
      <BaseUrlIssueBanner />
      {children}
      <OfflineNotice />
    </>
  );
}
