/**
 * The active theme's looks: the intent-named colour roles, the type families (the installed font
 * set), corner radius, spacing density and button shape, as token overrides. Every text pair the
 * contrast test knows is checked live; a pair under WCAG AA is flagged here and again at publish.
 */
import { useMemo } from 'react';
import { Heading, Stack, Text } from '../../components';
import { checkTextPairs } from '../../themes/contrastPairs';
import { ContrastReport } from '../components/ContrastReport';
import { ColorField, FieldGroup, SelectField } from '../components/Fields';
import type { EditorSchema } from '../types';
import type { Draft } from '../useDraft';
import { errorsUnder, overridesOf, themeDefaults, withOverrides, words } from './helpers';
import * as styles from './panels.css';

const densities = [
  { value: '0.75', label: 'Compact' },
  { value: '1', label: 'Standard' },
  { value: '1.25', label: 'Roomy' },
];
const radii = ['0', '2px', '4px', '8px', '12px', '16px'];
const buttonShapes = [
  { value: '0', label: 'Square' },
  { value: '6px', label: 'Rounded' },
  { value: '9999px', label: 'Pill' },
];

/** `24px` × 1.25 → `30px`; other units and `0` stay as they are. */
const scale = (value: string, factor: number) => {
  const match = /^(\d+(?:\.\d+)?)px$/.exec(value);
  return match ? `${Math.round(Number(match[1]) * factor)}px` : value;
};

export function TokensPanel({ draft, schema }: { draft: Draft; schema: EditorSchema }) {
  const theme = draft.doc.active;
  const defaults = themeDefaults(schema, theme).tokens;
  const own = overridesOf(draft.doc, theme).tokens ?? {};
  const value = (path: string) => own[path] ?? defaults[path];
  const errors = errorsUnder(draft.errors, `themes.${theme}.tokens`);
  const checks = useMemo(() => checkTextPairs((path) => own[path] ?? defaults[path]), [own, defaults]);
  const failingRoles = new Set(
    checks
      .filter((c) => !c.passes)
      .flatMap((c) => [`color.foreground.${c.text}`, `color.background.${c.on}`]),
  );

  const set = (changes: Record<string, string>) =>
    draft.update((doc) =>
      withOverrides(doc, theme, (current) => {
        const tokens = { ...current.tokens };
        for (const [path, next] of Object.entries(changes)) {
          // A value equal to the theme's own is no override.
          if (next === defaults[path]) delete tokens[path];
          else tokens[path] = next;
        }
        return { ...current, tokens };
      }),
    );

  const spacePaths = schema.token_paths.filter((path) => path.startsWith('space.'));
  const density =
    densities.find((d) => spacePaths.every((path) => value(path) === scale(defaults[path]!, Number(d.value))))
      ?.value ?? '1';
  const fontOptions = (path: string) => {
    const current = value(path)!;
    const list = schema.fonts.map((font) => ({ value: font.stack, label: font.name }));
    return list.some((option) => option.value === current)
      ? list
      : [{ value: current, label: 'Custom' }, ...list];
  };

  const groups = ['foreground', 'background', 'border'] as const;
  return (
    <Stack space="medium">
      <Heading level="3" as="h2">
        Tokens of {theme}
      </Heading>
      <ContrastReport checks={checks} colour={value} />
      {checks.some((c) => !c.passes) ? (
        <Text size="small" tone="critical">
          Text that fails WCAG AA is hard to read for many shoppers. Publishing asks you to confirm it
          explicitly.
        </Text>
      ) : null}
      <FieldGroup legend="Type">
        <div className={styles.twoColumns}>
          {(['body', 'heading'] as const).map((role) => {
            const path = `typography.fontFamily.${role}`;
            return (
              <SelectField
                key={role}
                label={`${words(role)} font`}
                value={value(path)}
                error={errors[path]}
                options={fontOptions(path)}
                onChange={(event) => set({ [path]: event.target.value })}
              />
            );
          })}
        </div>
      </FieldGroup>
      <FieldGroup legend="Shape and space">
        <div className={styles.twoColumns}>
          <SelectField
            label="Corner radius"
            value={value('radius.standard')}
            error={errors['radius.standard']}
            options={[...new Set([value('radius.standard')!, ...radii])].map((r) => ({ value: r, label: r }))}
            onChange={(event) =>
              set({
                'radius.standard': event.target.value,
                'radius.card': event.target.value,
                'radius.field': event.target.value,
              })
            }
          />
          <SelectField
            label="Button shape"
            value={buttonShapes.some((s) => s.value === value('radius.button')) ? value('radius.button') : ''}
            error={errors['radius.button']}
            options={[
              ...(buttonShapes.some((s) => s.value === value('radius.button'))
                ? []
                : [{ value: '', label: `Theme (${value('radius.button')})` }]),
              ...buttonShapes,
            ]}
            onChange={(event) => set({ 'radius.button': event.target.value || defaults['radius.button']! })}
          />
          <SelectField
            label="Spacing density"
            value={density}
            options={densities}
            onChange={(event) =>
              set(
                Object.fromEntries(
                  spacePaths.map((path) => [path, scale(defaults[path]!, Number(event.target.value))]),
                ),
              )
            }
          />
        </div>
      </FieldGroup>
      {groups.map((group) => (
        <FieldGroup key={group} legend={`${words(group)} colours`}>
          <div className={styles.twoColumns}>
            {schema.token_paths
              .filter((path) => path.startsWith(`color.${group}.`))
              .map((path) => (
                <ColorField
                  key={path}
                  label={`${words(path.split('.').pop()!)} ${group === 'foreground' ? 'text' : group}`}
                  value={value(path) ?? ''}
                  error={errors[path]}
                  hint={failingRoles.has(path) ? 'In a pair that fails AA' : undefined}
                  onChange={(next) => set({ [path]: next })}
                />
              ))}
          </div>
        </FieldGroup>
      ))}
    </Stack>
  );
}
