import { LIMITS } from '@pilewise/contracts';

// The Software-as-a-Service terms, written for PileWise (spec §2, §9). Fifteen numbered
// clauses; the table of contents adds the parties, background, approval, signatures and schedule.
export type Clause = { id: string; title: string; paragraphs: string[] };

export const TERMS_CLAUSES: Clause[] = [
  {
    id: 'definitions',
    title: 'Definitions',
    paragraphs: [
      '"Service" means the PileWise web application, its calculation engine, reports, documentation and any update made available to the Customer.',
      '"Customer" means the organization named in the signature table and every user it authorizes. "Results" means any output of the Service, including design summaries, graphs and reports.',
    ],
  },
  {
    id: 'access',
    title: 'Access to the Service',
    paragraphs: [
      'The Service Provider grants the Customer a non-exclusive, non-transferable right to use the Service during the subscription term, for the Customer’s internal business purposes only.',
      'The Customer may not resell, sublicense, or provide the Service to third parties, nor attempt to copy, decompile or reverse engineer it.',
    ],
  },
  {
    id: 'trial',
    title: 'Free Trial',
    paragraphs: [
      `A new company account starts with a free trial of ${LIMITS.TRIAL_DAYS} days. At the end of the trial the account continues only on a paid plan; projects created during the trial are kept.`,
    ],
  },
  {
    id: 'fees',
    title: 'Subscription Fees and Payment',
    paragraphs: [
      `The Pro plan costs $${LIMITS.PRICE_PER_YEAR_USD} per year and includes one admin and four additional users. Each further user costs $${LIMITS.EXTRA_USER_PER_YEAR_USD} per year.`,
      `Payment is taken through the card payment provider. Invoices are due within ${LIMITS.INVOICE_DUE_DAYS} days of their date. Customization of the Service is available by custom quote.`,
    ],
  },
  {
    id: 'cancellation',
    title: 'Cancellation and Refunds',
    paragraphs: [
      'The Customer may cancel the subscription at any time on the payment provider’s payments page. Cancellation stops future renewals. Fees already paid are not refunded, in whole or in part.',
    ],
  },
  {
    id: 'use',
    title: 'Customer Responsibilities',
    paragraphs: [
      'The Customer keeps its passwords confidential, is responsible for all activity under its accounts, and makes sure that the data it enters — soil properties, loads, geometry — is accurate and complete.',
      'The Customer will not use the Service unlawfully, upload malicious code, or place an unreasonable load on it.',
    ],
  },
  {
    id: 'results',
    title: 'Engineering Results: Preliminary Use Only',
    paragraphs: [
      'Results are for preliminary, informative use only. They are not permit drawings or calculations, and they do not replace the judgement of a licensed professional engineer.',
      'The engineer of record remains responsible for checking the inputs, the method and the Results before relying on them, including through any review and stamping carried out within the Service.',
    ],
  },
  {
    id: 'data',
    title: 'Customer Data',
    paragraphs: [
      'The Customer owns the project data it enters and the reports it generates. The Service Provider uses them only to provide, secure and improve the Service, as the Privacy Policy describes.',
    ],
  },
  {
    id: 'ip',
    title: 'Intellectual Property',
    paragraphs: [
      'The Service, its software, methods, design and documentation remain the property of the Service Provider. No right is granted other than those stated in these terms.',
    ],
  },
  {
    id: 'confidentiality',
    title: 'Confidentiality',
    paragraphs: [
      'Each party keeps confidential the other’s non-public information received under these terms and uses it only to perform them, except where disclosure is required by law.',
    ],
  },
  {
    id: 'availability',
    title: 'Availability, Support and Changes',
    paragraphs: [
      'The Service Provider aims to keep the Service available and to answer support requests by mail within business days. The Service may change over time; features may be added, improved or withdrawn.',
    ],
  },
  {
    id: 'warranties',
    title: 'Disclaimer of Warranties',
    paragraphs: [
      'The Service is provided "as is" and "as available". To the extent allowed by law, the Service Provider makes no warranty of fitness for a particular purpose, accuracy of Results, or uninterrupted operation.',
    ],
  },
  {
    id: 'liability',
    title: 'Limitation of Liability',
    paragraphs: [
      'Neither party is liable for indirect, incidental or consequential damages. The Service Provider’s total liability under these terms is limited to the fees the Customer paid in the twelve months before the claim.',
    ],
  },
  {
    id: 'term',
    title: 'Term and Termination',
    paragraphs: [
      'These terms apply from the Customer’s first use of the Service until either party ends them. The Service Provider may end them at any time by notice; the Customer may end them by ceasing to use the Service and cancelling its subscription.',
    ],
  },
  {
    id: 'law',
    title: 'Governing Law and General Terms',
    paragraphs: [
      'These terms are governed by the laws of the State of Arizona. They are the whole agreement between the parties about the Service; if a provision is unenforceable, the rest remain in force.',
    ],
  },
];

/** The twenty headings of the table of contents, in page order. */
export const TERMS_TOC: { id: string; title: string }[] = [
  { id: 'parties', title: 'Parties' },
  { id: 'background', title: 'Background' },
  ...TERMS_CLAUSES.map((c, i) => ({ id: c.id, title: `${i + 1}. ${c.title}` })),
  { id: 'approval', title: 'Approval' },
  { id: 'signatures', title: 'Signatures' },
  { id: 'schedule', title: 'Schedule A: Plans and Fees' },
];
