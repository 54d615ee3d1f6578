/** An opening-hours line as content/site.json holds it. */
type HoursLine = { days: string; opens: string; closes: string } | { days: string; closed: true };

interface OfficeAddress {
  street: string;
  locality: string;
  region: string;
  postalCode: string;
  country: string;
  countryCode: string;
}

/** The site facts an office is made from (a structural subset of content/site.json). */
export interface OfficeFacts {
  phones: { label: string; number: string }[];
  address: OfficeAddress;
  hours: HoursLine[];
  offices: {
    city: string;
    phone: string;
    address?: OfficeAddress | undefined;
    geo?: { latitude: number; longitude: number } | undefined;
    hours?: HoursLine[] | undefined;
  }[];
}

/** One office, every fact resolved. */
export interface Office {
  city: string;
  telephone: string;
  address: OfficeAddress;
  geo?: { latitude: number; longitude: number } | undefined;
  /** Open days only: schema.org's OpeningHoursSpecification (closed days are simply absent). */
  openingHours: { days: DayName[]; opens: string; closes: string }[];
}

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type DayName = (typeof DAYS)[number];

const isDay = (word: string): word is DayName => (DAYS as readonly string[]).includes(word);

/** "Monday to Friday" → Monday…Friday; "Saturday and Sunday", "Monday, Wednesday" → those days. */
export function parseDays(days: string): DayName[] {
  const range = /^(\w+) to (\w+)$/.exec(days.trim());
  if (range) {
    const [from, to] = [range[1] ?? '', range[2] ?? ''];
    if (!isDay(from) || !isDay(to) || DAYS.indexOf(from) > DAYS.indexOf(to))
      throw new Error(`"${days}": write a range of days like "Monday to Friday"`);
    return DAYS.slice(DAYS.indexOf(from), DAYS.indexOf(to) + 1);
  }
  const list = days.split(/,\s*|\s+and\s+/).map((d) => d.trim());
  if (!list.every(isDay)) throw new Error(`"${days}": name days in full, e.g. "Saturday" or "Saturday and Sunday"`);
  return list;
}

/** "9:00 AM" → "09:00", "5:30 PM" → "17:30", "12:00 PM" → "12:00" (schema.org wants 24-hour times). */
export function to24h(time: string): string {
  const match = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(time);
  if (!match) throw new Error(`"${time}": write a time like "9:00 AM"`);
  const hour = (Number(match[1]) % 12) + (match[3] === 'PM' ? 12 : 0);
  return `${String(hour).padStart(2, '0')}:${match[2]}`;
}

/** Each office with its telephone, address and hours; an office without its own takes the site's. */
export function resolveOffices(site: OfficeFacts): Office[] {
  return site.offices.map((office) => {
    const phone = site.phones.find((p) => p.label === office.phone);
    if (!phone)
      throw new Error(
        `content/site.json: office "${office.city}" names phone "${office.phone}", which is not in "phones"`,
      );
    const hours = office.hours ?? site.hours;
    return {
      city: office.city,
      telephone: phone.number,
      address: office.address ?? site.address,
      geo: office.geo,
      openingHours: hours.flatMap((line) =>
        'closed' in line ? [] : [{ days: parseDays(line.days), opens: to24h(line.opens), closes: to24h(line.closes) }],
      ),
    };
  });
}
