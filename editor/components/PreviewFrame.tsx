/**
 * The storefront beside the editor, rendering the draft (`?editor_preview=1`: only a staff
 * session's request gets it), at desktop (1280 px, scaled to fit) or phone (375 px) width. It
 * reloads whenever the draft was saved.
 */
import { useEffect, useRef, useState } from 'react';
import { Button, Text } from '../../components';
import * as styles from './PreviewFrame.css';

export const previewWidths = { desktop: 1280, phone: 375 } as const;
export type PreviewDevice = keyof typeof previewWidths;

export interface PreviewFrameProps {
  /** The store path to show (`/`, `/collections/all`…). */
  path: string;
  /** Changes whenever the draft was saved: the frame reloads. */
  version: number;
  device: PreviewDevice;
  onDevice: (device: PreviewDevice) => void;
}

export const previewUrl = (path: string) => `${path}${path.includes('?') ? '&' : '?'}editor_preview=1`;

export function PreviewFrame({ path, version, device, onDevice }: PreviewFrameProps) {
  const stage = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: 800, height: 600 });
  useEffect(() => {
    const node = stage.current;
    if (!node || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setSize({ width: entry.contentRect.width, height: entry.contentRect.height });
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  const width = previewWidths[device];
  const ratio = Math.min(1, size.width / width);
  return (
    <section className={styles.pane} aria-label="Preview">
      <div className={styles.toolbar}>
        <Text size="small" weight="strong">
          Preview (draft)
        </Text>
        <Button
          size="small"
          variant={device === 'desktop' ? 'solid' : 'ghost'}
          tone="neutral"
          onClick={() => onDevice('desktop')}
        >
          Desktop
        </Button>
        <Button
          size="small"
          variant={device === 'phone' ? 'solid' : 'ghost'}
          tone="neutral"
          onClick={() => onDevice('phone')}
        >
          Phone
        </Button>
      </div>
      <div className={styles.stage} ref={stage}>
        <iframe
          key={`${version}/${path}`}
          title={`Storefront preview, ${device} width`}
          name="editor-preview"
          data-device={device}
          src={previewUrl(path)}
          className={`${styles.frame} ${device === 'phone' ? styles.phone : ''}`}
          // The frame is laid out at the device's width and scaled down to the stage.
          style={{
            width,
            height: size.height / ratio,
            transform: `scale(${ratio})`,
            insetInlineStart: Math.max(0, (size.width - width * ratio) / 2),
          }}
        />
      </div>
    </section>
  );
}
