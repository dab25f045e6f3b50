/** Every behaviour setting of the active theme, as a form generated from the settings schema. */
import { Heading, Stack, Text } from '../../components';
import { SchemaSettingsForm } from '../components/SchemaSettingsForm';
import type { EditorSchema } from '../types';
import type { Draft } from '../useDraft';
import { errorsUnder, overridesOf, themeDefaults, withOverrides } from './helpers';

export function SettingsPanel({ draft, schema }: { draft: Draft; schema: EditorSchema }) {
  const theme = draft.doc.active;
  const values = { ...themeDefaults(schema, theme).settings, ...overridesOf(draft.doc, theme).settings };
  return (
    <Stack space="small">
      <Heading level="3" as="h2">
        Settings of {theme}
      </Heading>
      <Text size="small" tone="secondary">
        How the store behaves: the cart, product cards, badges, pay-later providers, coupon input, currency
        selector…
      </Text>
      <SchemaSettingsForm
        key={theme}
        schema={schema.settings}
        values={values}
        serverErrors={errorsUnder(draft.errors, `themes.${theme}.settings`)}
        onChange={(next) =>
          draft.update((doc) => withOverrides(doc, theme, (own) => ({ ...own, settings: next })))
        }
      />
    </Stack>
  );
}
