// The privacy policy of PileWise (spec §2, §3): eight numbered sections.
export type PolicySection = { id: string; title: string; paragraphs: string[]; items?: string[] };

export const PRIVACY_SECTIONS: PolicySection[] = [
  {
    id: 'collect',
    title: 'Information We Collect',
    paragraphs: ['When you create an account or use PileWise we collect:'],
    items: [
      'your email address, full name and company name;',
      'your postal address (region, state, city) and phone number, when you give them on your profile;',
      'the project data you enter or upload: site details, soil reports, loads, files and comments;',
      'technical records of use: sign-ins, calculation runs, reports generated and activity-log entries.',
    ],
  },
  {
    id: 'use',
    title: 'How We Use Your Information',
    paragraphs: [
      'We use this information to run your account, perform the calculations and reports you request, route projects through review and stamping, bill your subscription, answer support requests, and keep the service secure. We do not sell personal data.',
    ],
  },
  {
    id: 'sharing',
    title: 'Sharing and Disclosure',
    paragraphs: [
      'Project data is visible to the users of your company you share it with and to the reviewers you send it to. We share personal data with service providers that help us operate PileWise — hosting, mail delivery and card payments — only as needed for that work, and with authorities when the law requires it.',
    ],
  },
  {
    id: 'security',
    title: 'Storage and Security',
    paragraphs: [
      'Data is stored on secured servers. Passwords are stored only as salted hashes; connections are encrypted. No system is perfectly secure, and we will tell you without undue delay if a breach affects your data.',
    ],
  },
  {
    id: 'retention',
    title: 'Data Retention',
    paragraphs: [
      'We keep account data while your account is open. Deleting a project removes its data permanently. When an account closes we delete or anonymize its personal data unless we must keep records for legal or accounting reasons.',
    ],
  },
  {
    id: 'rights',
    title: 'Your Rights and Choices',
    paragraphs: [
      'You may view and correct your profile at any time on the My Profile page, and ask us by mail for a copy of your personal data or for its deletion.',
    ],
  },
  {
    id: 'cookies',
    title: 'Cookies and Local Storage',
    paragraphs: [
      'PileWise uses a cookie to protect requests against cross-site forgery and your browser’s local storage to keep you signed in. We use no advertising cookies.',
    ],
  },
  {
    id: 'changes',
    title: 'Changes to This Policy and Contact',
    paragraphs: [
      'We may update this policy; the effective date at the top shows the current version, and significant changes are announced in the app. Questions about your data can be sent to our support mailbox.',
    ],
  },
];
