import type { Meta, StoryObj } from '@storybook/react-vite';
import { EachTheme, FoundationsPage, RadiusScale, ShadowScale, SpaceScale } from './FoundationsKit';

const meta = {
  title: 'Foundations/Scales',
  tags: ['!autodocs', 'single-theme'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;

/** The space scale: density is a theme choice (tight showtime, airy vogue, generous athena). */
export const Spacing: StoryObj = {
  render: () => (
    <FoundationsPage
      title="Spacing"
      lead="Layout primitives take these keys (xxsmall…xxxlarge), never pixel values, so a theme can change density everywhere at once."
    >
      <EachTheme>{(name) => <SpaceScale name={name} />}</EachTheme>
    </FoundationsPage>
  ),
};

/** Corner radius by size and by use (button, card, field). */
export const Radius: StoryObj = {
  render: () => (
    <FoundationsPage
      title="Radius"
      lead="Components ask for radius.button, radius.card or radius.field, so pill buttons (brooklyn) or square ones (vogue) need no component change."
    >
      <EachTheme>{(name) => <RadiusScale name={name} />}</EachTheme>
    </FoundationsPage>
  ),
};

/** Elevation: cards, popovers and dialogs. */
export const Shadows: StoryObj = {
  render: () => (
    <FoundationsPage
      title="Shadows"
      lead="Three elevations: small for cards, medium for popovers and menus, large for dialogs and drawers."
    >
      <EachTheme>{() => <ShadowScale />}</EachTheme>
    </FoundationsPage>
  ),
};
