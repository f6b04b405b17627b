import type { Kysely } from 'kysely';
import { lagosDate } from '@contract/lagos-time';
import { nowIso } from '../lib/clock';
import { newMemberUlid } from '../lib/member-id';
import type { Database } from '../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

const isoDaysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

const DEMO_PROGRAMS = [
  {
    title: 'Community Food Drive, Bodija',
    description:
      'Volunteers packed and shared rice, beans, garri and palm oil with 240 families in Bodija and Agodi Gate, prioritising widows and the elderly.',
    days: -45,
    image: '/images/demo/program-food-drive.svg',
  },
  {
    title: 'Back-to-School Support, Oke-Ado',
    description:
      'School bags, uniforms and exercise books for 150 children from low-income homes, with a short reading session led by our youth volunteers.',
    days: -20,
    image: '/images/demo/program-school.svg',
  },
  {
    title: 'Widows Empowerment Workshop',
    description:
      'A day of training in soap making, bookkeeping and small-business planning for 60 widows, each leaving with a starter pack to begin trading.',
    days: 12,
    image: '/images/demo/program-widows.svg',
  },
  {
    title: 'Free Medical Outreach, Moniya',
    description:
      'Doctors and nurses from our network offer free blood-pressure and sugar checks, malaria tests and basic medicines for the Moniya community.',
    days: 40,
    image: '/images/demo/program-medical.svg',
  },
] as const;

const DEMO_BLOGS = [
  {
    title: 'How 240 families in Bodija ate well this Christmas',
    summary:
      'Our December food drive reached more homes than ever before. Here is how volunteers, donors and market women made it happen in one long, joyful Saturday.',
    body: '<p>At six in the morning the first volunteers were already sorting bags of rice at our Ring Road office. By noon, <strong>240 families</strong> in Bodija and Agodi Gate had received food packs.</p><h2>Who we reached</h2><p>We worked with community leaders to find the households that needed help most: widows, elderly people living alone and families who had lost an income this year.</p><ul><li>240 food packs</li><li>36 volunteers</li><li>12 market women who gave us wholesale prices</li></ul><p>Thank you to every donor who made this possible.</p>',
    author: 'Adebayo Ogunleye',
    daysAgo: 40,
    image: '/images/demo/blog-food.svg',
  },
  {
    title: 'Meet Mama Sade: from grief to a thriving soap business',
    summary:
      'Two years after losing her husband, Mrs Sade Akinola now supplies liquid soap to three schools in Ibadan. She tells us what changed.',
    body: '<p>When Mrs Sade Akinola joined our first widows empowerment workshop, she had never kept a ledger. Today she supplies three schools with liquid soap every month.</p><blockquote>"The forum did not just give me money. They gave me a skill and people who check on me."</blockquote><p>Our next workshop holds space for sixty women. If you know a widow who would benefit, please contact us.</p>',
    author: 'Funmilayo Adeyemi',
    daysAgo: 25,
    image: '/images/demo/blog-widows.svg',
  },
  {
    title: 'Why we publish where every naira goes',
    summary:
      'Trust is the foundation of giving. This is how we account for each donation, and how you can see the receipts for yourself.',
    body: '<p>Every donation received through our website is recorded with its payment reference and reported at our quarterly members meeting.</p><h2>What we publish</h2><ol><li>Total received each quarter</li><li>What it bought, with receipts</li><li>Who benefited, with their consent</li></ol><p>Questions are always welcome at our office on Ring Road.</p>',
    author: null,
    daysAgo: 12,
    image: '/images/demo/blog-transparency.svg',
  },
  {
    title: '150 children start the term with new books',
    summary:
      'Uniforms, school bags and a reading hour: our back-to-school day in Oke-Ado, told through the eyes of the children who came.',
    body: '<p>Ten-year-old Tobi held his new mathematics textbook like a trophy. He was one of <em>150 children</em> who came to our back-to-school day in Oke-Ado.</p><p>Our youth volunteers ran a reading hour while parents collected uniforms and bags. Many families told us this support meant their children could return to school at all.</p>',
    author: 'Chinedu Okafor',
    daysAgo: 5,
    image: '/images/demo/blog-school.svg',
  },
] as const;

const DEMO_MEMBERS = [
  {
    title: 'Mrs',
    name: 'Adeola Bankole',
    state_of_origin: 'Oyo',
    date_of_birth: '1978-03-14',
    place_of_residence: 'Bodija, Ibadan',
    type_of_work: 'Teacher',
    company_name: 'Ibadan Grammar School',
    position_held: 'Head of Department',
    educational_status: 'B.Ed',
    marital_status: 'Married',
    email: 'adeola.bankole@example.com',
  },
  {
    title: 'Mr',
    name: 'Emeka Nwosu',
    state_of_origin: 'Anambra',
    date_of_birth: '1985-07-02',
    place_of_residence: 'Ring Road, Ibadan',
    type_of_work: 'Pharmacist',
    company_name: 'HealthPlus Pharmacy',
    position_held: 'Supervising Pharmacist',
    educational_status: 'B.Pharm',
    marital_status: 'Single',
    email: 'emeka.nwosu@example.com',
  },
  {
    title: 'Miss',
    name: 'Zainab Lawal',
    state_of_origin: 'Kwara',
    date_of_birth: '1994-11-23',
    place_of_residence: 'Mokola, Ibadan',
    type_of_work: 'Accountant',
    company_name: 'Lawal & Partners',
    position_held: 'Associate',
    educational_status: 'B.Sc Accounting',
    marital_status: 'Single',
    email: 'zainab.lawal@example.com',
  },
] as const;

/** Fills an empty database with a small, believable set of content. Answers whether anything was added. */
export async function seedDemoContent(db: Kysely<Database>): Promise<boolean> {
  const existing = await db.selectFrom('programs').select('id').limit(1).executeTakeFirst();
  const existingBlog = await db.selectFrom('blogs').select('id').limit(1).executeTakeFirst();
  const existingMember = await db.selectFrom('members').select('id').limit(1).executeTakeFirst();
  if (existing || existingBlog || existingMember) return false;

  await db.transaction().execute(async (trx) => {
    const now = nowIso();
    for (const program of DEMO_PROGRAMS) {
      await trx
        .insertInto('programs')
        .values({
          title: program.title,
          description: program.description,
          date: lagosDate(Date.now(), program.days),
          image_url: program.image,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
    for (const blog of [...DEMO_BLOGS].sort((a, b) => b.daysAgo - a.daysAgo)) {
      const created = isoDaysAgo(blog.daysAgo);
      await trx
        .insertInto('blogs')
        .values({
          title: blog.title,
          summary: blog.summary,
          body: blog.body,
          author: blog.author,
          image_url: blog.image,
          created_at: created,
          updated_at: created,
        })
        .execute();
    }
    const memberIds: { id: number; ulid: string; name: string }[] = [];
    for (const [index, member] of DEMO_MEMBERS.entries()) {
      const ulid = newMemberUlid();
      const created = isoDaysAgo(300 - index * 60);
      const row = await trx
        .insertInto('members')
        .values({
          ...member,
          ulid,
          status: 'approved',
          membership_application_id: null,
          created_at: created,
          updated_at: created,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      memberIds.push({ id: row.id, ulid, name: member.name });
    }
    const [first, second] = memberIds;
    if (first && second) {
      await trx
        .insertInto('member_requests')
        .values([
          {
            member_id: first.id,
            name: first.name,
            ulid: first.ulid,
            type: 'leave',
            duration: 5,
            amount: null,
            description: 'Leave to attend my sister’s wedding in Ogbomosho.',
            status: 'pending',
            decided_at: null,
            decided_by: null,
            created_at: isoDaysAgo(3),
          },
          {
            member_id: second.id,
            name: second.name,
            ulid: second.ulid,
            type: 'raise',
            duration: null,
            amount: 25000,
            description: 'Support to restock the medical outreach first-aid kits before the Moniya outreach.',
            status: 'pending',
            decided_at: null,
            decided_by: null,
            created_at: isoDaysAgo(1),
          },
        ])
        .execute();
    }
  });
  return true;
}
