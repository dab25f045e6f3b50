import { defineSection } from '../../layout/defineSection';

export const schema = defineSection({
  type: 'main-account-auth',
  name: 'Log in and account access',
  limit: 1,
  settings: [
    { id: 'tone', type: 'tokenTone', label: 'Background', default: 'none' },
    { id: 'showRegister', type: 'boolean', label: 'Offer to create an account', default: true },
  ],
});
