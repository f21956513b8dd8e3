import { type AdminSessionStatus, type LoginBody } from './login-body.js';

// Examples of the API description for the admin's sign-in and account.

export const loginExample: LoginBody = {
  username: 'j.becker',
  password: 'Zuschnitt-Stahl-2026',
};

export const signedInExample: AdminSessionStatus = { isAdmin: true, username: 'j.becker' };

export const totpEnrolmentExample = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauthUri:
    'otpauth://totp/Bleche:j.becker?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Bleche' +
    '&algorithm=SHA1&digits=6&period=30',
};

export const recoveryCodesExample = {
  recoveryCodes: [
    'ujzd-egxd-ncf3-2epf',
    '3dho-dzdo-cis2-jhtl',
    'gmxg-edn7-3u55-xtpl',
    'pft7-v4se-h2kv-j72c',
    'euvw-75ef-r6ed-t4sy',
    'wb5w-kh7d-nsip-zz7f',
    'k4zr-i3r2-wyoj-fljo',
    'oa7l-qsaj-2xui-d5zz',
    'zzg6-zdme-n4kh-vdga',
    'jgxb-enyj-qwx6-hh75',
  ],
};
