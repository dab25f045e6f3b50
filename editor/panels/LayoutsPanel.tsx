/**
 * Each template and the header and footer groups: the sections in order and each section's blocks
 * — reorder (drag, or the keyboard), hide, remove, add from the section registry — and the chosen
 * section's or block's settings, as a form generated from its schema.
 */
import { useState } from 'react';
import type { LayoutSection, LayoutTemplate } from '../../api/theme';
import { Button, Heading, Stack, Text } from '../../components';
import { FieldGroup, SelectField } from '../components/Fields';
import { type PickerLists, SettingsForm } from '../components/SettingsForm';
import { SortableList } from '../components/SortableList';
import type { EditorSchema } from '../types';
import type { Draft } from '../useDraft';
import { errorsUnder, layoutOf, withOverrides, words } from './helpers';
import * as styles from './panels.css';

const moved = <T,>(list: readonly T[], from: number, to: number): T[] => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
};

const freshId = (taken: readonly string[], base: string) => {
  let n = 1;
  while (taken.includes(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
};

const sectionTitle = (section: LayoutSection, schema: EditorSchema) => {
  const heading = ['heading', 'title', 'announcement', 'text', 'label']
    .map((key) => section.settings[key])
    .find((value) => typeof value === 'string' && value !== '') as string | undefined;
  const name = schema.sections[section.type]?.name ?? section.type;
  return heading ? `${name}: ${heading.replace(/<[^>]+>/g, '').slice(0, 40)}` : name;
};

export interface LayoutsPanelProps {
  draft: Draft;
  schema: EditorSchema;
  template: string;
  onTemplate: (template: string) => void;
  pickers: PickerLists;
}

export function LayoutsPanel({ draft, schema, template, onTemplate, pickers }: LayoutsPanelProps) {
  const theme = draft.doc.active;
  const layout = layoutOf(schema, draft.doc, theme, template);
  const [selected, setSelected] = useState<string | null>(null);
  const [selectedBlock, setSelectedBlock] = useState<string | null>(null);
  const prefix = `themes.${theme}.layouts.${template}`;
  const errors = errorsUnder(draft.errors, prefix);

  const change = (next: (layout: LayoutTemplate) => LayoutTemplate) =>
    draft.update((doc) =>
      withOverrides(doc, theme, (own) => ({
        ...own,
        layouts: { ...own.layouts, [template]: next(layoutOf(schema, doc, theme, template)) },
      })),
    );
  const changeSection = (id: string, next: (section: LayoutSection) => LayoutSection) =>
    change((current) => ({
      ...current,
      sections: { ...current.sections, [id]: next(current.sections[id]!) },
    }));

  const section = selected ? layout.sections[selected] : undefined;
  const sectionSchema = section ? schema.sections[section.type] : undefined;
  const block = section && selectedBlock ? section.blocks[selectedBlock] : undefined;
  const blockSchema =
    block && sectionSchema ? sectionSchema.blocks.find((b) => b.type === block.type) : undefined;
  const addable = Object.values(schema.sections).filter((s) => !s.type.startsWith('main-'));
  const templateErrors = Object.entries(errors).filter(([key]) => !key.startsWith('sections.'));

  return (
    <Stack space="medium">
      <Heading level="3" as="h2">
        Layouts of {theme}
      </Heading>
      <SelectField
        label="Template"
        value={template}
        options={schema.templates.map((t) => ({ value: t, label: words(t) }))}
        onChange={(event) => {
          onTemplate(event.target.value);
          setSelected(null);
          setSelectedBlock(null);
        }}
      />
      {templateErrors.map(([key, message]) => (
        <Text key={key} size="small" tone="critical">
          {key}: {message}
        </Text>
      ))}
      <SortableList
        label={`${words(template)} sections`}
        items={layout.order
          .filter((id) => layout.sections[id])
          .map((id) => ({
            id,
            title: sectionTitle(layout.sections[id]!, schema),
            subtitle:
              errors[`sections.${id}`] || Object.keys(errors).some((k) => k.startsWith(`sections.${id}.`))
                ? '— needs attention'
                : undefined,
            hidden: layout.sections[id]!.disabled === true,
          }))}
        selected={selected}
        onSelect={(id) => {
          setSelected(id);
          setSelectedBlock(null);
        }}
        onMove={(from, to) => change((current) => ({ ...current, order: moved(current.order, from, to) }))}
        onToggleHidden={(id) => changeSection(id, (s) => ({ ...s, disabled: s.disabled ? undefined : true }))}
        onRemove={(id) => {
          if (selected === id) setSelected(null);
          change((current) => {
            const { [id]: _removed, ...sections } = current.sections;
            return { sections, order: current.order.filter((entry) => entry !== id) };
          });
        }}
      />
      <AddRow
        what="section"
        choices={addable.map((s) => ({ value: s.type, label: s.name }))}
        onAdd={(type) => {
          const id = freshId(layout.order, type);
          change((current) => ({
            sections: {
              ...current.sections,
              [id]: { type, settings: {}, blocks: {}, blockOrder: [] },
            },
            order: [...current.order, id],
          }));
          setSelected(id);
        }}
      />
      {section && sectionSchema && selected ? (
        <FieldGroup legend={`${sectionSchema.name} settings`}>
          <SettingsForm
            key={`${theme}/${template}/${selected}`}
            idPrefix={`${template}-${selected}`}
            inputs={sectionSchema.settings}
            values={section.settings}
            pickers={pickers}
            serverErrors={errorsUnder(draft.errors, `${prefix}.sections.${selected}.settings`)}
            onChange={(settings) => changeSection(selected, (s) => ({ ...s, settings }))}
          />
          {sectionSchema.blocks.length > 0 ? (
            <Stack space="small">
              <Text weight="strong">Blocks</Text>
              <SortableList
                label={`${sectionSchema.name} blocks`}
                items={section.blockOrder
                  .filter((id) => section.blocks[id])
                  .map((id) => {
                    const b = section.blocks[id]!;
                    const title = ['title', 'heading', 'text']
                      .map((k) => b.settings[k])
                      .find((v) => typeof v === 'string' && v);
                    return {
                      id,
                      title: `${sectionSchema.blocks.find((s) => s.type === b.type)?.name ?? b.type}${title ? `: ${String(title).slice(0, 30)}` : ''}`,
                      hidden: b.disabled === true,
                    };
                  })}
                selected={selectedBlock}
                onSelect={setSelectedBlock}
                onMove={(from, to) =>
                  changeSection(selected, (s) => ({ ...s, blockOrder: moved(s.blockOrder, from, to) }))
                }
                onToggleHidden={(id) =>
                  changeSection(selected, (s) => ({
                    ...s,
                    blocks: {
                      ...s.blocks,
                      [id]: { ...s.blocks[id]!, disabled: s.blocks[id]!.disabled ? undefined : true },
                    },
                  }))
                }
                onRemove={(id) => {
                  if (selectedBlock === id) setSelectedBlock(null);
                  changeSection(selected, (s) => {
                    const { [id]: _removed, ...blocks } = s.blocks;
                    return { ...s, blocks, blockOrder: s.blockOrder.filter((entry) => entry !== id) };
                  });
                }}
              />
              <AddRow
                key={selected}
                what="block"
                choices={sectionSchema.blocks.map((b) => ({ value: b.type, label: b.name }))}
                full={
                  sectionSchema.maxBlocks !== undefined &&
                  section.blockOrder.length >= sectionSchema.maxBlocks
                }
                onAdd={(type) => {
                  const id = freshId(section.blockOrder, type);
                  changeSection(selected, (s) => ({
                    ...s,
                    blocks: { ...s.blocks, [id]: { type, settings: {} } },
                    blockOrder: [...s.blockOrder, id],
                  }));
                  setSelectedBlock(id);
                }}
              />
              {block && blockSchema && selectedBlock ? (
                <FieldGroup legend={`${blockSchema.name} settings`}>
                  <SettingsForm
                    key={`${theme}/${template}/${selected}/${selectedBlock}`}
                    idPrefix={`${template}-${selected}-${selectedBlock}`}
                    inputs={blockSchema.settings}
                    values={block.settings}
                    pickers={pickers}
                    serverErrors={errorsUnder(
                      draft.errors,
                      `${prefix}.sections.${selected}.blocks.${selectedBlock}.settings`,
                    )}
                    onChange={(settings) =>
                      changeSection(selected, (s) => ({
                        ...s,
                        blocks: { ...s.blocks, [selectedBlock]: { ...s.blocks[selectedBlock]!, settings } },
                      }))
                    }
                  />
                </FieldGroup>
              ) : null}
            </Stack>
          ) : null}
        </FieldGroup>
      ) : (
        <Text size="small" tone="secondary">
          Choose a section to edit its settings.
        </Text>
      )}
    </Stack>
  );
}

/** "Add a section" / "Add a block": a choice list and its button (off until something is chosen). */
function AddRow({
  what,
  choices,
  full = false,
  onAdd,
}: {
  what: 'section' | 'block';
  choices: { value: string; label: string }[];
  /** The section holds as many blocks as its schema allows. */
  full?: boolean;
  onAdd: (type: string) => void;
}) {
  const [chosen, setChosen] = useState('');
  return (
    <div className={styles.row}>
      <div className={styles.grow}>
        <SelectField
          label={`Add a ${what}`}
          value={chosen}
          options={[{ value: '', label: `Choose a ${what}…` }, ...choices]}
          onChange={(event) => setChosen(event.target.value)}
        />
      </div>
      <Button
        size="small"
        variant="soft"
        disabled={!chosen || full}
        onClick={() => {
          onAdd(chosen);
          setChosen('');
        }}
      >
        {`Add ${what}`}
      </Button>
    </div>
  );
}
