/** Pick one of the five themes for the draft; the preview shows it before anything is published. */
import { Heading, Stack, Text } from '../../components';
import type { Draft } from '../useDraft';
import * as styles from './panels.css';

const blurbs: Record<string, string> = {
  venue: 'Bright and friendly; inline header, cart summary beside the items.',
  showtime: 'Loud, condensed capitals; a dark, high-energy look.',
  vogue: 'Fashion editorial: black on white, serif headlines, sharp corners.',
  athena: 'Classical serif headings and calm, warm neutrals.',
  brooklyn: 'Modern serif display over a clean sans; soft and roomy.',
};

export function ThemePanel({ draft, themes, live }: { draft: Draft; themes: string[]; live: string }) {
  return (
    <Stack space="small">
      <Heading level="3" as="h2">
        Theme
      </Heading>
      <Text size="small" tone="secondary">
        Shoppers see {live} until you publish.
      </Text>
      <fieldset className={styles.choiceGroup}>
        <legend className={styles.visuallyHidden}>Theme</legend>
        {themes.map((name) => (
          <label key={name} className={styles.choice}>
            <input
              type="radio"
              name="theme"
              value={name}
              checked={draft.doc.active === name}
              onChange={() => draft.update((doc) => ({ ...doc, active: name }))}
            />
            <span>
              <span className={styles.choiceTitle}>
                {name[0]!.toUpperCase() + name.slice(1)}
                {name === live ? ' (live)' : ''}
              </span>
              <span className={styles.choiceText}>{blurbs[name] ?? ''}</span>
            </span>
          </label>
        ))}
      </fieldset>
    </Stack>
  );
}
