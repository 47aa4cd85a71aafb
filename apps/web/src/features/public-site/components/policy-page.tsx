import { type ContentSection, ContentSections } from './content-sections.tsx';
import { PageHero } from './page-hero.tsx';

export type PolicyContent = { title: string; lead: string; sections: Readonly<Record<string, ContentSection>> };

/** A policy or information page: a plain hero, then its sections. */
export function PolicyPage({ content, imageUrl }: { content: PolicyContent; imageUrl?: string | null }) {
  return (
    <>
      <PageHero title={content.title} lead={content.lead} imageUrl={imageUrl ?? null} />
      <ContentSections sections={content.sections} />
    </>
  );
}
