import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Container from './Container';
import styles from './styles.module.css';

/** A code block whose children are elements rather than text (a component's own markup): shown as given, not highlighted. */
export default function ElementContent({children, className}: {children: ReactNode; className?: string}): ReactNode {
  return (
    <Container as="pre" tabIndex={0} className={clsx(styles.codeBlockStandalone, 'thin-scrollbar', className)}>
      <code className={styles.codeBlockLines}>{children}</code>
    </Container>
  );
}
