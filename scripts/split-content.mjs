#!/usr/bin/env node
// One-off (kept for merges): turns the JSON list files of content/ into one file per entry, in
// the house format (src/lib/content-format.ts), as the content studio needs. Re-run it after
// merging a branch that edited an old list file: it splits whatever list files it finds.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { formatJson } from '../src/lib/content-format.ts';

/** The former list files and the field that names each entry's file (src/schemas/index.ts). */
const LISTS = { work: 'id', faq: 'id', 'faq-groups': 'id', testimonials: 'id', team: 'slug', timeline: 'slug', values: 'slug', clients: 'slug', stats: 'slug', processes: 'slug' };
const SINGLETONS = ['site', 'home', 'about', 'process-page', 'services-page'];

for (const [name, idField] of Object.entries(LISTS)) {
  const storage = { folder: `content/${name}`, idField };
  const list = `${storage.folder}.json`;
  if (!existsSync(list)) continue;
  mkdirSync(storage.folder, { recursive: true });
  for (const entry of JSON.parse(readFileSync(list, 'utf8'))) writeFileSync(`${storage.folder}/${entry[storage.idField]}.json`, formatJson(entry));
  rmSync(list);
  console.log(`${list} → ${storage.folder}/`);
}
for (const name of SINGLETONS) {
  const file = `content/${name}.json`;
  writeFileSync(file, formatJson(JSON.parse(readFileSync(file, 'utf8'))));
}
