import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';

export const line = style({ textAlign: 'center', paddingBlock: vars.space.small });
