import { Form, useActionData } from 'react-router';
import { Button, Heading, Stack, Text } from '../../../components';
import { useIntl } from '../../../lib/i18n/intl';
import { sanitizeRichText } from '../../layout/richText';
import type { SectionProps } from '../../layout/types';
import { NewsletterForm } from '../newsletter/NewsletterForm';
import { RichText, SectionShell } from '../shared';
import { ContactForm } from './ContactForm';
import { withContentMessages } from './ContentMessages';
import * as styles from './mainPage.css';
import type { FormActionData, MainPageData } from './model';
import type { schema } from './schema';

/**
 * A merchant page (its body, then the contact form or the FAQ as native disclosure widgets, which
 * open and close without JavaScript), the policies index, or a newsletter step.
 */
export const MainPageSection = ({ settings, data }: SectionProps<typeof schema, MainPageData>) => {
  const intl = useIntl();
  const answer = useActionData() as FormActionData | undefined;
  if (data.kind === 'policies')
    return (
      <SectionShell narrow labelledBy="page-title">
        <div className={styles.page}>
          <Stack space="large">
            <Heading level="1" id="page-title">
              {intl.formatMessage({ id: 'policies.title' })}
            </Heading>
            <ul data-list="">
              {data.policies.map((policy) => (
                <li key={policy.path}>
                  <a href={policy.path}>{policy.title}</a>
                </li>
              ))}
            </ul>
          </Stack>
        </div>
      </SectionShell>
    );
  if (data.kind === 'newsletter')
    return (
      <SectionShell narrow labelledBy="page-title">
        <div className={styles.page}>
          <Stack space="large">
            <Heading level="1" id="page-title">
              {intl.formatMessage({ id: 'newsletter.title' })}
            </Heading>
            {data.step === 'confirm' ? (
              <Form method="post">
                <input type="hidden" name="intent" value="confirm" />
                <input type="hidden" name="token" value={data.token} />
                <Text>{intl.formatMessage({ id: 'newsletter.confirmPrompt' })}</Text>
                <div>
                  <Button type="submit">{intl.formatMessage({ id: 'newsletter.confirm' })}</Button>
                </div>
              </Form>
            ) : data.step === 'form' ? (
              <NewsletterForm
                code="page"
                idPrefix="newsletter-page"
                email={answer?.form === 'newsletter' ? answer.values.email : undefined}
                error={answer?.form === 'newsletter' ? answer.errors.email : undefined}
              />
            ) : (
              <p role="status">{intl.formatMessage({ id: `newsletter.step.${data.step}` })}</p>
            )}
          </Stack>
        </div>
      </SectionShell>
    );
  return (
    <SectionShell narrow labelledBy="page-title">
      <div className={styles.page}>
        <Stack space="large">
          <Heading level="1" id="page-title">
            {data.title}
          </Heading>
          {data.bodyHtml ? <RichText html={sanitizeRichText(data.bodyHtml)} /> : null}
          {data.template === 'contact' ? <ContactForm /> : null}
          {data.template === 'faq' && data.faq.length > 0 ? (
            <div data-faq="">
              {data.faq.map((entry, index) => (
                <details key={entry.question} open={settings.faqOpenFirst && index === 0}>
                  <summary>{entry.question}</summary>
                  <div>
                    <RichText html={sanitizeRichText(entry.answerHtml)} />
                  </div>
                </details>
              ))}
            </div>
          ) : null}
        </Stack>
      </div>
    </SectionShell>
  );
};

export default withContentMessages(MainPageSection);
