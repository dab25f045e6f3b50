import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Box, Heading, Inline, Popover, Stack, Text } from '../../components';
import { Button } from '../../components/Button/Button';
import { themeNames } from '../../themes';
import { atoms } from '../../tokens/atoms';
import { responsiveAtoms, staticAtoms } from '../../tokens/atoms.css';
import { inlineVars } from '../../tokens/inlineVars';
import { renderWithTheme } from '../helpers/renderWithTheme';

describe('atoms (the layout props’ classes)', () => {
  const classes = (props: Parameters<typeof atoms>[0]) => atoms(props).split(' ').filter(Boolean).sort();

  it('lets a longhand win over its shorthand, whatever the order', () => {
    const { paddingTop, paddingBottom, paddingLeft, paddingRight } = staticAtoms;
    expect(classes({ paddingTop: 'large', padding: 'small' })).toEqual(
      [paddingTop.large, paddingBottom.small, paddingLeft.small, paddingRight.small].sort(),
    );
    expect(classes({ paddingX: 'medium', paddingY: 'none', paddingLeft: 'xlarge' })).toEqual(
      [paddingTop.none, paddingBottom.none, paddingLeft.xlarge, paddingRight.medium].sort(),
    );
  });

  it('takes a responsive value as one value, per condition or as an array, skipping gaps', () => {
    const { display, flexDirection } = responsiveAtoms;
    expect(classes({ display: 'flex' })).toEqual([display.flex[0]]);
    expect(classes({ flexDirection: { mobile: 'column', desktop: 'row' } })).toEqual(
      [flexDirection.column[0], flexDirection.row[2]].sort(),
    );
    expect(classes({ display: ['none', null, 'grid'] })).toEqual([display.none[0], display.grid[2]].sort());
  });

  it('adds nothing for an unset prop or a value the scale does not have', () => {
    expect(atoms({ gap: undefined, background: 'nope' as never, display: { tablet: undefined } })).toBe('');
  });
});

describe('inlineVars', () => {
  it('names each createVar() variable by its custom property and leaves unset values out', () => {
    expect(
      inlineVars({ 'var(--_0a3)': '4 / 3', 'var(--_0a4)': undefined, 'var(--_0a5)': null, '--raw': '1px' }),
    ).toEqual({
      '--_0a3': '4 / 3',
      '--raw': '1px',
    });
  });
});

describe('<Box />', () => {
  it.each(themeNames)('renders in the %s theme', (theme) => {
    renderWithTheme(<Box padding="medium">Content</Box>, { theme });
    expect(screen.getByText('Content')).toBeInTheDocument();
  });

  it('renders the element asked for, keeps attributes and adds its className', () => {
    renderWithTheme(
      <Box as="section" aria-label="Featured" className="extra" padding="large">
        Content
      </Box>,
    );
    const region = screen.getByRole('region', { name: 'Featured' });
    expect(region).toHaveClass('extra');
    expect(region).not.toHaveAttribute('padding');
  });
});

describe('<Stack />', () => {
  it.each(themeNames)('renders in the %s theme', (theme) => {
    renderWithTheme(
      <Stack space="small">
        <span>One</span>
        <span>Two</span>
      </Stack>,
      { theme },
    );
    expect(screen.getByText('Two')).toBeInTheDocument();
  });

  it('wraps items in list items when rendered as a list, dividers included', () => {
    renderWithTheme(
      <Stack as="ul" space="small" dividers>
        <span>One</span>

        <span>Two</span>
        <span>Three</span>
      </Stack>,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('list').querySelectorAll('hr')).toHaveLength(2);
  });
});

describe('<Inline />', () => {
  it.each(themeNames)('renders in the %s theme', (theme) => {
    renderWithTheme(
      <Inline space="small" collapseBelow="tablet">
        <span>One</span>
        <span>Two</span>
      </Inline>,
      { theme },
    );
    expect(screen.getByText('One')).toBeInTheDocument();
  });

  it('renders a list when asked', () => {
    renderWithTheme(
      <Inline as="ul" space="small">
        <span>Visa</span>
        <span>PayPal</span>
      </Inline>,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Visa', 'PayPal']);
  });
});

describe('<Text /> and <Heading />', () => {
  it.each(themeNames)('render in the %s theme', (theme) => {
    renderWithTheme(
      <>
        <Heading level="1">New arrivals</Heading>
        <Text>Fresh in this week.</Text>
      </>,
      { theme },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'New arrivals' })).toBeInTheDocument();
  });

  it('renders the heading element of its level, or the one asked for', () => {
    renderWithTheme(
      <>
        <Heading level="3">Details</Heading>
        <Heading level="1" as="h2">
          Looks like h1
        </Heading>
      </>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Details' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Looks like h1' })).toBeInTheDocument();
  });

  it('renders text as the element asked for', () => {
    renderWithTheme(
      <Text as="p" maxLines={2} tone="secondary">
        A long product title
      </Text>,
    );
    expect(screen.getByText('A long product title').tagName).toBe('P');
  });
});

describe('<Popover />', () => {
  it.each(themeNames)('renders its trigger in the %s theme', (theme) => {
    renderWithTheme(
      <Popover label="More payment methods" trigger={<Button>+3</Button>}>
        Klarna
      </Popover>,
      { theme },
    );
    expect(screen.getByRole('button', { name: '+3' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens on its trigger and closes on Esc', async () => {
    const { user } = renderWithTheme(
      <Popover label="More payment methods" trigger={<Button>+3</Button>}>
        Klarna, Afterpay, Google Pay
      </Popover>,
    );
    await user.click(screen.getByRole('button', { name: '+3' }));
    expect(await screen.findByRole('dialog', { name: 'More payment methods' })).toHaveTextContent('Klarna');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '+3' })).toHaveAttribute('aria-expanded', 'false');
  });
});
