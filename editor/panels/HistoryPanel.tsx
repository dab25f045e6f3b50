/** Every published version, newest first; restoring one publishes it again. */
import { useEffect, useState } from 'react';
import { Button, Heading, InlineNotice, Stack, Text } from '../../components';
import { call } from '../api';
import type { VersionSummary } from '../types';
import * as styles from './panels.css';

export function HistoryPanel({ refresh, onRestored }: { refresh: number; onRestored: () => void }) {
  const [versions, setVersions] = useState<VersionSummary[] | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState<number | null>(null);
  // `refresh` changes after a publish or restore: the list is asked for again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: refresh is the trigger, not an input.
  useEffect(() => {
    void call<VersionSummary[]>('GET', '/versions').then((result) => {
      if (result.ok) setVersions(result.data);
      else setError(result.message);
    });
  }, [refresh]);
  const restore = async (id: number) => {
    setBusy(id);
    const result = await call('POST', `/versions/${id}/restore`, {});
    setBusy(null);
    if (result.ok) onRestored();
    else setError(result.message);
  };
  return (
    <Stack space="small">
      <Heading level="3" as="h2">
        History
      </Heading>
      {error ? <InlineNotice tone="error">{error}</InlineNotice> : null}
      {versions === null ? <Text size="small">Loading…</Text> : null}
      {versions?.length === 0 ? <Text size="small">Nothing published from the editor yet.</Text> : null}
      <ul className={styles.plainList} aria-label="Published versions">
        {versions?.map((version) => (
          <li key={version.id} className={styles.versionRow} data-version={version.id}>
            <span>
              <strong>Version {version.id}</strong> · {version.theme} ·{' '}
              {new Date(version.published_at).toLocaleString('en-US', {
                dateStyle: 'medium',
                timeStyle: 'short',
              })}
              {version.published_by ? ` · ${version.published_by}` : ''}
              {version.restored_from ? ` · restored from ${version.restored_from}` : ''}
              {version.contrast_override ? ' · contrast override' : ''}
            </span>
            {version.live ? (
              <Text size="small" weight="strong">
                Live
              </Text>
            ) : (
              <Button
                size="small"
                variant="soft"
                loading={busy === version.id}
                onClick={() => void restore(version.id)}
              >
                Restore version {version.id}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </Stack>
  );
}
