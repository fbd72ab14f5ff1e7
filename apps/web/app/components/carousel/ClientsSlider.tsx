import type { Media } from '@site/content';
import { Img } from '~/components/Media';

export interface ClientLogo {
  id: number;
  name: string;
  url: string | null;
  image: Media | null;
}

/**
 * Clients logo slider (SPEC §2, §9): logos link to each client site in a new tab. First version: a
 * static row; the home issue gives it SPEC's autoplay, breakpoints and leading empty slide.
 */
export function ClientsSlider({ clients, label }: { clients: ClientLogo[]; label: string }) {
  return (
    <ul className="clients-slider" aria-label={label}>
      {clients.map((c) => (
        <li key={c.id}>
          <a href={c.url ?? '#'} target="_blank" rel="noopener noreferrer" title={c.name}>
            <Img media={c.image} alt={c.name} sizes="200px" />
          </a>
        </li>
      ))}
    </ul>
  );
}
