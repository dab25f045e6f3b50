import { describe, expect, it, vi } from 'vitest';
import { defineBlock, defineSection, type SectionSchema } from '../../../pages/layout/defineSection';
import { sectionSchemas } from '../../../pages/layout/sectionEntries.server';
import { resolveTemplate } from '../../../pages/layout/validate';

const banner = defineSection({
  type: 'banner',
  name: 'Banner',
  limit: 2,
  settings: [
    { id: 'heading', type: 'text', label: 'Heading', default: 'Hello' },
    { id: 'count', type: 'number', label: 'Count', default: 4, min: 1, max: 12 },
    { id: 'show', type: 'boolean', label: 'Show', default: true },
    {
      id: 'align',
      type: 'select',
      label: 'Align',
      default: 'left',
      options: [
        { value: 'left', label: 'Left' },
        { value: 'center', label: 'Centre' },
      ],
    },
    { id: 'link', type: 'url', label: 'Link', default: '' },
    { id: 'gap', type: 'tokenSpace', label: 'Gap', default: 'medium' },
    { id: 'tone', type: 'tokenTone', label: 'Tone', default: 'none' },
    { id: 'collection', type: 'collection', label: 'Collection' },
  ],
  blocks: [
    defineBlock({
      type: 'button',
      name: 'Button',
      limit: 2,
      settings: [{ id: 'label', type: 'text', label: 'Label', default: 'Go' }],
    }),
    defineBlock({ type: 'note', name: 'Note', settings: [] }),
  ],
  maxBlocks: 3,
});
const plain = defineSection({ type: 'plain', name: 'Plain', settings: [] });
const schemas: Record<string, SectionSchema> = { banner, plain };

const run = (template: unknown) => {
  const warn = vi.fn();
  const sections = resolveTemplate(template, schemas, { warn, where: 'test/home' });
  return { sections, warnings: warn.mock.calls.map(([message]) => message as string) };
};

describe('resolveTemplate', () => {
  it('fills every missing setting with its default', () => {
    const { sections, warnings } = run({ sections: { a: { type: 'banner' } }, order: ['a'] });
    expect(warnings).toEqual([]);
    expect(sections[0]?.settings).toEqual({
      heading: 'Hello',
      count: 4,
      show: true,
      align: 'left',
      link: '',
      gap: 'medium',
      tone: 'none',
      collection: '',
    });
  });

  it('keeps the given settings when they are valid', () => {
    const settings = {
      heading: 'Hi',
      count: 12,
      show: false,
      align: 'center',
      link: '/cart',
      gap: 'xlarge',
      tone: 'neutralSoft',
      collection: 'sale',
    };
    const { sections } = run({ sections: { a: { type: 'banner', settings } }, order: ['a'] });
    expect(sections[0]?.settings).toEqual(settings);
  });

  it('renders sections in `order`, not in the order of the sections object', () => {
    const { sections } = run({
      sections: { a: { type: 'plain' }, b: { type: 'plain' }, c: { type: 'plain' } },
      order: ['c', 'a', 'b'],
    });
    expect(sections.map((s) => s.id)).toEqual(['c', 'a', 'b']);
  });

  it('leaves out sections that are not in order, and warns about order ids without a section', () => {
    const { sections, warnings } = run({
      sections: { a: { type: 'plain' }, b: { type: 'plain' } },
      order: ['ghost', 'a'],
    });
    expect(sections.map((s) => s.id)).toEqual(['a']);
    expect(warnings).toEqual([expect.stringContaining('"ghost"')]);
  });

  it('skips an unknown section type with a warning and renders the rest', () => {
    const { sections, warnings } = run({
      sections: { x: { type: 'mystery' }, a: { type: 'plain' } },
      order: ['x', 'a'],
    });
    expect(sections.map((s) => s.id)).toEqual(['a']);
    expect(warnings).toEqual([expect.stringMatching(/unknown type "mystery"/)]);
  });

  it.each([
    ['a number out of range', { count: 13 }, 'count'],
    ['a fractional step', { count: 2.5 }, 'count'],
    ['a string for a number', { count: '4' }, 'count'],
    ['an option that does not exist', { align: 'justify' }, 'align'],
    ['a javascript: url', { link: 'javascript:alert(1)' }, 'link'],
    ['a protocol-relative url', { link: '//evil.test' }, 'link'],
    ['a raw px where a space token belongs', { gap: '12px' }, 'gap'],
    ['a hex where a tone token belongs', { tone: '#fff' }, 'tone'],
    ['a bad collection handle', { collection: '../etc' }, 'collection'],
    ['a string for a boolean', { show: 'yes' }, 'show'],
  ])('skips a section with %s, naming the setting', (_label, settings, id) => {
    const { sections, warnings } = run({
      sections: { a: { type: 'banner', settings }, b: { type: 'plain' } },
      order: ['a', 'b'],
    });
    expect(sections.map((s) => s.id)).toEqual(['b']);
    expect(warnings).toEqual([expect.stringContaining(`setting "${id}"`)]);
  });

  it('lets one type appear twice with its own settings', () => {
    const { sections } = run({
      sections: {
        one: { type: 'banner', settings: { heading: 'One' } },
        two: { type: 'banner', settings: { heading: 'Two' } },
      },
      order: ['one', 'two'],
    });
    expect(sections.map((s) => [s.id, s.settings.heading])).toEqual([
      ['one', 'One'],
      ['two', 'Two'],
    ]);
  });

  it('skips instances beyond the type limit, counting only rendered ones', () => {
    const { sections, warnings } = run({
      sections: {
        bad: { type: 'banner', settings: { count: 99 } },
        a: { type: 'banner' },
        b: { type: 'banner' },
        c: { type: 'banner' },
      },
      order: ['bad', 'a', 'b', 'c'],
    });
    expect(sections.map((s) => s.id)).toEqual(['a', 'b']);
    expect(warnings.at(-1)).toMatch(/"c" exceeds the limit of 2/);
  });

  it('skips a repeated id in order', () => {
    const { sections, warnings } = run({ sections: { a: { type: 'plain' } }, order: ['a', 'a'] });
    expect(sections).toHaveLength(1);
    expect(warnings).toEqual([expect.stringContaining('twice')]);
  });

  it('skips disabled sections and blocks without a warning', () => {
    const { sections, warnings } = run({
      sections: {
        off: { type: 'plain', disabled: true },
        on: {
          type: 'banner',
          blocks: { b1: { type: 'note', disabled: true }, b2: { type: 'note' } },
          blockOrder: ['b1', 'b2'],
        },
      },
      order: ['off', 'on'],
    });
    expect(sections.map((s) => s.id)).toEqual(['on']);
    expect(sections[0]?.blocks.map((b) => b.id)).toEqual(['b2']);
    expect(warnings).toEqual([]);
  });

  it('orders blocks by blockOrder, fills their defaults and caps them at maxBlocks', () => {
    const blocks = {
      n1: { type: 'note' },
      n2: { type: 'note' },
      b1: { type: 'button' },
      n3: { type: 'note' },
    };
    const { sections, warnings } = run({
      sections: { a: { type: 'banner', blocks, blockOrder: ['b1', 'n1', 'n2', 'n3'] } },
      order: ['a'],
    });
    expect(sections[0]?.blocks).toEqual([
      { id: 'b1', type: 'button', settings: { label: 'Go' } },
      { id: 'n1', type: 'note', settings: {} },
      { id: 'n2', type: 'note', settings: {} },
    ]);
    expect(warnings).toEqual([expect.stringContaining('maxBlocks 3')]);
  });

  it('skips unknown, invalid and over-limit blocks but keeps the section', () => {
    const blocks = {
      u: { type: 'mystery' },
      bad: { type: 'button', settings: { label: 42 } },
      b1: { type: 'button' },
      b2: { type: 'button' },
      b3: { type: 'button' },
    };
    const { sections, warnings } = run({
      sections: { a: { type: 'banner', blocks, blockOrder: ['u', 'bad', 'b1', 'b2', 'b3', 'missing'] } },
      order: ['a'],
    });
    expect(sections[0]?.blocks.map((b) => b.id)).toEqual(['b1', 'b2']);
    expect(warnings).toHaveLength(4);
    expect(warnings.join('\n')).toMatch(
      /unknown type "mystery"[\s\S]*setting "label"[\s\S]*limit of 2[\s\S]*"missing"/,
    );
  });

  it.each([
    ['null', null],
    ['an array', []],
    ['sections without order', { sections: {} }],
    ['order that is not a list', { sections: {}, order: 'a' }],
  ])('renders nothing, with a warning, for %s instead of crashing', (_label, template) => {
    const { sections, warnings } = run(template);
    expect(sections).toEqual([]);
    expect(warnings).toEqual([expect.stringContaining('not a layout template')]);
  });
});

describe('the five themes', () => {
  it('ship default layouts whose every section validates against the registry', async () => {
    const { themeLayouts } = await import('../../../server/routes/theme');
    const warn = vi.fn();
    for (const [theme, templates] of Object.entries(themeLayouts)) {
      for (const [name, template] of Object.entries(templates)) {
        const sections = resolveTemplate(template, sectionSchemas, { warn, where: `${theme}/${name}` });
        expect(sections.length, `${theme}/${name}`).toBe(template.order.length);
      }
    }
    expect(warn).not.toHaveBeenCalled();
  });
});
