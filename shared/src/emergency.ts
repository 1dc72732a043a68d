// Who to call, per country: the emergency number, poison help and the crisis line that the urgent answers give.
// One setting chooses the country (SAFETY_COUNTRY, default US). Every number here is the service's own published
// number (see `source`); a country without one national poison line says where to turn instead.

export const SAFETY_COUNTRIES = ['US', 'CA', 'GB', 'IE', 'AU', 'NZ'] as const;
export type SafetyCountry = (typeof SAFETY_COUNTRIES)[number];

export interface HelpLine {
  /** How it is named to a parent ("Poison Help", "Samaritans"). */
  name: string;
  /** What to dial (or text). */
  number: string;
  /** Extra words ("call or text"). */
  how?: string;
  /** When it is staffed, where that is not day and night ("8am-10pm every day"). */
  hours?: string;
  /** What to do outside those hours. */
  outOfHours?: string;
  source: string;
}

export interface EmergencyContacts {
  /** Its name in a sentence ("In the United States, …"). */
  country: string;
  /** Its short name in a sentence ("In the US you can …"). */
  countryShort: string;
  emergency: string;
  /** Poison advice; when a country has no single line, `fallback` says where to turn. */
  poison: HelpLine | { fallback: string };
  crisis: HelpLine;
  /** Where to report a child being abused or neglected, when the country has one national line. */
  childProtection: HelpLine | { fallback: string };
}

export const EMERGENCY_CONTACTS: Record<SafetyCountry, EmergencyContacts> = {
  US: {
    country: 'the United States',
    countryShort: 'the US',
    emergency: '911',
    poison: { name: 'Poison Help', number: '1-800-222-1222', source: 'https://www.poison.org/' },
    crisis: { name: 'the 988 Suicide & Crisis Lifeline', number: '988', how: 'call or text', source: 'https://988lifeline.org/' },
    childProtection: { name: 'the Childhelp National Child Abuse Hotline', number: '1-800-422-4453', how: 'call or text', source: 'https://www.childhelphotline.org/' },
  },
  CA: {
    country: 'Canada',
    countryShort: 'Canada',
    emergency: '911',
    // The national line launched by Health Canada in 2023 routes to the caller's provincial centre, 24/7; Québec keeps its own.
    poison: { name: 'the Poison Centre', number: '1-844-764-7669 (1-844-POISON-X; in Québec, 1-800-463-5060)', source: 'https://www.ctvnews.ca/health/health-canada-launches-new-toll-free-number-for-poison-centres-1.6321586' },
    crisis: { name: '9-8-8 Suicide Crisis Helpline', number: '988', how: 'call or text', source: 'https://988.ca/' },
    childProtection: { fallback: 'your local child protection service or the police' },
  },
  GB: {
    country: 'the United Kingdom',
    countryShort: 'the UK',
    emergency: '999',
    poison: { name: 'NHS 111', number: '111', source: 'https://www.nhs.uk/nhs-services/urgent-and-emergency-care-services/when-to-use-111/' },
    crisis: { name: 'Samaritans', number: '116 123', how: 'call', source: 'https://www.samaritans.org/' },
    childProtection: { name: 'the NSPCC helpline', number: '0808 800 5000', how: 'call', source: 'https://www.nspcc.org.uk/' },
  },
  IE: {
    country: 'Ireland',
    countryShort: 'Ireland',
    emergency: '112 or 999',
    poison: {
      name: 'the Public Poisons Line', number: '01 809 2166', hours: '8am to 10pm every day',
      outOfHours: 'at other times contact your GP out-of-hours service or go to a hospital emergency department', source: 'https://www.poisons.ie/',
    },
    crisis: { name: 'Samaritans', number: '116 123', how: 'call', source: 'https://www.samaritans.org/ireland/' },
    childProtection: { fallback: 'your local child protection service or the police' },
  },
  AU: {
    country: 'Australia',
    countryShort: 'Australia',
    emergency: '000',
    poison: { name: 'the Poisons Information Centre', number: '13 11 26', source: 'https://www.healthdirect.gov.au/poisoning' },
    crisis: { name: 'Lifeline', number: '13 11 14', how: 'call', source: 'https://www.lifeline.org.au/' },
    childProtection: { fallback: 'your local child protection service or the police' },
  },
  NZ: {
    country: 'New Zealand',
    countryShort: 'New Zealand',
    emergency: '111',
    poison: { name: 'the National Poisons Centre', number: '0800 764 766', source: 'https://www.poisons.co.nz/' },
    crisis: { name: 'Need to Talk?', number: '1737', how: 'call or text', source: 'https://1737.org.nz/' },
    childProtection: { fallback: 'your local child protection service or the police' },
  },
};

/** "call Poison Help at 1-800-222-1222" or "call your provincial or territorial poison centre". */
export function poisonHelpPhrase(contacts: EmergencyContacts): string {
  return 'fallback' in contacts.poison ? `call ${contacts.poison.fallback}` : `call ${contacts.poison.name} at ${contacts.poison.number}`;
}

/** "call or text 988 (the 988 Suicide & Crisis Lifeline)". */
export function crisisLinePhrase(contacts: EmergencyContacts): string {
  return `${contacts.crisis.how ?? 'call'} ${contacts.crisis.number} (${contacts.crisis.name})`;
}

/** "call the Childhelp National Child Abuse Hotline at 1-800-422-4453" or "contact your local child protection service". */
export function childProtectionPhrase(contacts: EmergencyContacts): string {
  return 'fallback' in contacts.childProtection ? `contact ${contacts.childProtection.fallback}` : `call ${contacts.childProtection.name} at ${contacts.childProtection.number}`;
}
