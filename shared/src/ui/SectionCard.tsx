import type { ReactNode } from 'react';
import { Card } from '@chakra-ui/react/card';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';

export interface SectionCardProps {
  title: string;
  /** The heading's id (the section is named by it); by default made from the title. */
  id?: string;
  /** A line under the title saying what the section is for. */
  intro?: string;
  size?: 'md' | 'lg';
  children: ReactNode;
}

/** A card that is a section of its page, named by its heading (a landmark screen readers list). */
export function SectionCard({ title, id = `section-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`, intro, size = 'md', children }: SectionCardProps) {
  return (
    <Card.Root as="section" aria-labelledby={id}>
      <Card.Header>
        <Heading as="h2" size={size} id={id}>
          {title}
        </Heading>
        {intro ? <Text color="fg.muted">{intro}</Text> : null}
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
