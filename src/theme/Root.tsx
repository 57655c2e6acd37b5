import React, {type ReactNode} from 'react';
import BaseUrlIssueBanner from '@site/src/components/BaseUrlIssueBanner';

export default function Root({children}: {children: ReactNode}): ReactNode {
  return (
    <>
      <BaseUrlIssueBanner />
      {children}
    </>
  );
}
