import React, {type ReactNode} from 'react';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import CodeBlock from '@theme/CodeBlock';
import {installCommands} from './commands';

/**
 * pip and uv install commands as tabs. Every tab set on the site shares the
 * "package-manager" group, so the reader's pick carries across pages.
 */
export default function InstallTabs({packages}: {packages: string}): ReactNode {
  const commands = installCommands(packages);
  return (
    <Tabs groupId="package-manager">
      <TabItem value="pip" label="pip">
        <CodeBlock language="bash">{commands.pip}</CodeBlock>
      </TabItem>
      <TabItem value="uv" label="uv">
        <CodeBlock language="bash">{commands.uv}</CodeBlock>
      </TabItem>
    </Tabs>
  );
}
