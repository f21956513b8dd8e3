export { useContentLanguage } from '@shop/ui';
