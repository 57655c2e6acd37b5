import styles from './styles.module.css';

/**
 * The copy button's labels and its "copied" state, in a module of their own:
 * the static pages' handler (src/static-pages/client/static-widgets.ts) copies
 * on the server HTML of the same button without loading the component.
 */
export const COPY_LABEL = 'Copy code to clipboard';
export const COPIED_LABEL = 'Copied';
/** How long the button says it copied. */
export const COPIED_FOR_MS = 1000;
/** The class of a button that just copied: the check replaces the copy icon. */
export const COPIED_CLASS = styles.copyButtonCopied!;
