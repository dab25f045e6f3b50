import { Button, Heading, Stack } from '../../../components';
import { sanitizeRichText } from '../../layout/richText';
import type { SectionProps } from '../../layout/types';
import { mediaImage, RichText, SectionShell, sharedStyles as styles } from '../shared';
import type { schema } from './schema';

/** An image beside a heading, text and a button; stacked on mobile, image first. */
export const ImageWithText = ({ id, settings, index }: SectionProps<typeof schema>) => {
  const headingId = `${id}-heading`;
  return (
    <SectionShell tone={settings.tone} labelledBy={settings.heading ? headingId : undefined}>
      <div className={styles.twoColumns}>
        <Stack space="medium">
          {settings.heading ? (
            <Heading level="2" id={headingId}>
              {settings.heading}
            </Heading>
          ) : null}
          {settings.text ? <RichText html={sanitizeRichText(settings.text)} /> : null}
          {settings.buttonLabel && settings.buttonLink ? (
            <div>
              <Button href={settings.buttonLink} variant="solid" tone="brandAccent">
                {settings.buttonLabel}
              </Button>
            </div>
          ) : null}
        </Stack>
        {settings.image ? (
          <div
            className={settings.imagePosition === 'left' ? styles.imageFirstOnDesktop : undefined}
            style={{ gridRow: 1 }}
          >
            <img
              className={styles.wideImage}
              {...mediaImage(settings.image, '(min-width: 768px) 50vw, 100vw')}
              // The template's first section holds the LCP: fetch it at once.
              loading={index === 1 ? 'eager' : 'lazy'}
              fetchPriority={index === 1 ? 'high' : 'auto'}
              alt={settings.imageAlt}
              width={2000}
              height={875}
            />
          </div>
        ) : null}
      </div>
    </SectionShell>
  );
};

export default ImageWithText;
