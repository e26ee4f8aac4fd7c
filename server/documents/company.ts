/** The seller printed on every document's header and footer; set by the operator (docs/documents.md). */
export interface Company {
  name: string;
  nameZh: string;
  address: string;
  phone: string;
  email: string;
  taxId: string;
  bank: string;
}

export function companyFromEnv(env: NodeJS.ProcessEnv = process.env): Company {
  return {
    name: env.COMPANY_NAME ?? 'Comptoir Fresh Ltd.',
    nameZh: env.COMPANY_NAME_ZH ?? '康璞生鲜有限公司',
    address: env.COMPANY_ADDRESS ?? '88 Wulumuqi Road, Jing’an, Shanghai 200040',
    phone: env.COMPANY_PHONE ?? '+86 21 5555 0100',
    email: env.COMPANY_EMAIL ?? 'orders@comptoir.example',
    taxId: env.COMPANY_TAX_ID ?? '91310000MA1FL0C0XX',
    bank: env.COMPANY_BANK ?? 'Bank of Shanghai 0311 0000 0000 0000',
  };
}
