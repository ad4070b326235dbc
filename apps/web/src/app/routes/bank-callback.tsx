export { BankCallbackPage } from '../../features/bank-feeds/pages/bank-callback-page.tsx';
