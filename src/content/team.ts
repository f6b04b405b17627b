export const OUR_PEOPLE_HERO = {
  heading: 'Our People',
  text: 'The executives and members who give their time, skills and hearts to the forum. Select a person to read their story.',
} as const;

/**
 * The fixed team (about eleven people); role names are display labels only, `portraitColour` is the background of
 * the initials portrait.
 */
export const TEAM = [
  {
    id: 'adebayo-ogunleye',
    name: 'Adebayo Ogunleye',
    role: 'President',
    bio: 'A secondary-school principal for twenty years, Adebayo co-founded the forum in 2020 when he saw pupils coming to school hungry. He leads our partnerships with community leaders.',
    portraitColour: '#187b4b',
  },
  {
    id: 'funmilayo-adeyemi',
    name: 'Funmilayo Adeyemi',
    role: 'General Secretary',
    bio: 'Funmilayo is a social worker who keeps the forum organised: meetings, records and the widows empowerment program she started in 2022.',
    portraitColour: '#14623e',
  },
  {
    id: 'ibrahim-salami',
    name: 'Ibrahim Salami',
    role: 'Financial Secretary',
    bio: 'A chartered accountant, Ibrahim keeps our books open. He prepares the quarterly report that shows members where every donation went.',
    portraitColour: '#134e34',
  },
  {
    id: 'ngozi-eze',
    name: 'Ngozi Eze',
    role: 'Social Secretary',
    bio: 'Ngozi, a nurse at a general hospital in Ibadan, organises our medical outreaches and the welcome of every new member.',
    portraitColour: '#d2780b',
  },
  {
    id: 'kunle-ajayi',
    name: 'Kunle Ajayi',
    role: 'Assistant general secretary',
    bio: 'Kunle is a civil engineer who coordinates volunteers on program days, from the first bag packed to the last family visited.',
    portraitColour: '#11402c',
  },
  {
    id: 'chinedu-okafor',
    name: 'Chinedu Okafor',
    role: 'Member',
    bio: 'Chinedu runs a bookshop in Dugbe and leads our back-to-school day, making sure every child leaves with the books they need.',
    portraitColour: '#187b4b',
  },
  {
    id: 'aisha-bello',
    name: 'Aisha Bello',
    role: 'Member',
    bio: 'A pharmacist, Aisha sources medicines at fair prices for our outreaches and teaches families about safe medicine use.',
    portraitColour: '#14623e',
  },
  {
    id: 'tolu-adeleke',
    name: 'Tolu Adeleke',
    role: 'Member',
    bio: 'Tolu is a university student who leads the youth volunteers and the reading hour at our programs.',
    portraitColour: '#d2780b',
  },
  {
    id: 'grace-olatunji',
    name: 'Grace Olatunji',
    role: 'Member',
    bio: 'Grace trades in Bodija market and persuaded twelve market women to sell us food at wholesale prices for the food drives.',
    portraitColour: '#134e34',
  },
  {
    id: 'emeka-nwosu',
    name: 'Emeka Nwosu',
    role: 'Member',
    bio: 'Emeka, a pharmacist, joined after volunteering at a medical outreach and now keeps our first-aid kits stocked.',
    portraitColour: '#11402c',
  },
  {
    id: 'kemi-oladipo',
    name: 'Kemi Oladipo',
    role: 'Member',
    bio: 'Kemi is a journalist who writes our blog stories and makes sure the people we serve are heard in their own words.',
    portraitColour: '#187b4b',
  },
];

export type TeamMember = (typeof TEAM)[number];
