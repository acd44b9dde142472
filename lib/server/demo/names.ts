import "server-only";
// Name pools for the demo org: varied enough that a 300-person org rarely repeats a full name;
// a 50,000-person org repeats some, as real ones do, and emails get a number to stay unique.

const list = (text: string) => text.trim().split(/\s*[,\n]\s*/);

export const FIRST_NAMES = list(`
Aaliyah,Aarav,Abigail,Adebayo,Aiden,Aisha,Alejandro,Alice,Amara,Amelia,Ana,Andrei,Anika
Arjun,Astrid,Ava,Beatriz,Benjamin,Bianca,Bilal,Caleb,Camila,Carlos,Charlotte,Chen,Chloe
Chukwuemeka,Clara,Daniel,Daniela,David,Diego,Dmitri,Elena,Elif,Elijah,Emeka,Emily,Emma
Ethan,Fatima,Felix,Freya,Gabriel,Grace,Hana,Hannah,Harper,Hiroshi,Ibrahim,Imani,Ingrid
Isaac,Isabella,Ivan,Jack,James,Javier,Jia,Jonas,Jorge,Joseph,Julia,Kai,Kavya,Kenji,Khadija
Kofi,Laila,Lars,Leah,Lena,Liam,Lucas,Lucia,Luis,Maya,Mateo,Mei,Mia,Michael,Mohammed,Nadia
Naomi,Nathan,Nia,Noah,Nora,Olivia,Omar,Oscar,Priya,Rafael,Rahul,Ravi,Rosa,Ryan,Samuel,Sara
Sebastian,Sofia,Sophie,Tariq,Thomas,Tomas,Valentina,Victoria,William,Yara,Yusuf,Zainab
Zara,Zoe,Mateus,Ines,Hugo,Siobhan,Declan,Aoife,Kwame
`);

export const LAST_NAMES = list(`
Abbott,Adeyemi,Alvarez,Andersen,Bailey,Banerjee,Becker,Bennett,Bianchi,Brooks,Campbell
Castillo,Chen,Clarke,Costa,Da Silva,Dubois,Edwards,Eriksson,Evans,Fernandez,Fischer
Fitzgerald,Garcia,Gonzalez,Gupta,Hansen,Harris,Hassan,Hernandez,Hughes,Ibrahim,Ito,Jackson
Jensen,Johansson,Johnson,Kaur,Kelly,Khan,Kim,Kowalski,Kumar,Larsen,Lee,Lopez,Martin
Martinez,Mendes,Meyer,Mitchell,Moreau,Morris,Muller,Murphy,Nakamura,Nguyen,Novak,Nowak
O'Brien,O'Connor,Okafor,Okonkwo,Olsen,Osei,Patel,Pereira,Petrov,Phillips,Popescu,Quinn
Ramirez,Rao,Reyes,Richter,Rivera,Roberts,Rodriguez,Romano,Rossi,Sanchez,Santos,Sato
Schmidt,Schneider,Shah,Silva,Singh,Smith,Sokolov,Suzuki,Tanaka,Taylor,Thompson,Torres
Van Dijk,Vargas,Wagner,Walker,Wang,Watanabe,Weber,Williams,Wilson,Wong,Wright,Yamamoto
Yilmaz,Young,Zhang
`);

/** The local part of an email: lower case ASCII, spaces and apostrophes dropped (O'Brien → obrien). */
export function emailLocalPart(first: string, last: string) {
  const clean = (s: string) =>
    s
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]/g, "");
  return `${clean(first)}.${clean(last)}`;
}
