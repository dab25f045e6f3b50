import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const results = style({ minWidth: 0 });
