import { Reveal } from '~/components/Reveal';

/**
 * The contact section (id "contacto" on the home page; also on /download): its CMS title and text.
 * The contact form of SPEC §5 is mounted here by the forms feature.
 */
export function ContactSection({ title, text, id = 'contacto' }: { title: string; text: string; id?: string }) {
  return (
    <section id={id} className="section contact" aria-labelledby={`${id}-title`}>
      <Reveal className="container contact__intro">
        <h2 id={`${id}-title`} className="section__title">
          {title}
        </h2>
        <p className="section__lead">{text}</p>
      </Reveal>
    </section>
  );
}
