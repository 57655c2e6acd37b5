import React, {useId, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import CategoryIcon from '../CategoryIcon';
import {CATEGORY_ICONS} from '../CategoryIcon/icons.generated';
import {INTEGRATIONS, INTEGRATION_TAGS} from './integrations.generated';
import {countMessage, filterIntegrations} from './filter';
import styles from './styles.module.css';

/**
 * Every integration as a card with its category's icon and name, narrowed by
 * typing or by one tag.
 * The server-rendered page lists all of them, so the grid works without script.
 */
export default function IntegrationGrid(): ReactNode {
  const inputId = useId();
  const [query, setQuery] = useState('');
  const [tag, setTag] = useState<string | null>(null);
  const shown = filterIntegrations(INTEGRATIONS, query, tag);
  return (
    <div className={styles.wrapper}>
      <div className={styles.controls}>
        <label htmlFor={inputId} className={styles.label}>
          Filter integrations
        </label>
        <input
          id={inputId}
          type="search"
          className={styles.input}
          placeholder="Name or purpose, e.g. warehouse"
          autoComplete="off"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <div className={styles.tags} role="group" aria-label="Filter by tag">
          <TagButton label="All" pressed={tag === null} onClick={() => setTag(null)} />
          {INTEGRATION_TAGS.map((choice) => (
            <TagButton key={choice.key} label={choice.label} pressed={tag === choice.key} onClick={() => setTag(tag === choice.key ? null : choice.key)} />
          ))}
        </div>
        <p className={styles.count} role="status" aria-live="polite">
          {countMessage(shown.length, INTEGRATIONS.length)}
        </p>
      </div>
      <ul className={styles.grid}>
        {shown.map((entry) => (
          <li key={entry.slug} className={styles.card} data-integration={entry.slug}>
            <CategoryIcon icon={CATEGORY_ICONS[entry.categories[0]!]!} />
            <div className={styles.text}>
              <Link to={entry.href} className={styles.name}>
                {entry.label}
              </Link>
              <p className={styles.categories}>{entry.categories.map((key) => tagLabel(key)).join(' · ')}</p>
              <p className={styles.description}>{entry.description}</p>
            </div>
          </li>
        ))}
      </ul>
      {shown.length === 0 && <p className={styles.empty}>No integration matches. Clear the filter or choose another tag.</p>}
    </div>
  );
}

const tagLabel = (key: string): string => INTEGRATION_TAGS.find((tag) => tag.key === key)!.label;

function TagButton({label, pressed, onClick}: {label: string; pressed: boolean; onClick: () => void}): ReactNode {
  return (
    <button type="button" className={styles.tag} aria-pressed={pressed} onClick={onClick}>
      {label}
    </button>
  );
}
