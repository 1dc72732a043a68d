import type { CreationContentGenerator, CreationContentInput, CreationContent } from './types';
import { composeFromPack } from './compose';
import { describeEmojiInput } from './emoji';
import { composeGeneralBook } from './general-book';
import type { LibraryAnswer, LibraryLookup } from './library';
import { libraryMaterial } from './library-material';
import { cleanChildName, resolveOptions } from './options';
import { packFocusMaterial, subtopicOf } from './pack-focus';
import { composeTopicBook } from './topic-book';
import { findTopicPack } from './topics';

// Offline books are about the topic asked (issue 19), from the most specific checked text we have: a pack's own book
// for its whole subject ("Volcanoes"), the part of a pack about the topic ("lava"), the lesson library's entry on it
// ("sharks"), else the honest story of the child's day with the topic, whose general parts the note names.
// Emoji in the topic and title become words first ("🦖🌋" → the dinosaur pack, titled "Dinosaurs and volcanoes").

/** The book the bundled packs make alone, or undefined when they cannot (the library is asked next). */
export function composeFromPacks(request: CreationContentInput): CreationContent | undefined {
  const input = describeEmojiInput(request);
  const pack = findTopicPack(input.topic);
  if (!pack) return undefined;
  const part = subtopicOf(pack, input.topic);
  if (!part) return composeFromPack(pack, input, false);
  const material = packFocusMaterial(pack, part, resolveOptions(input).ageBand, cleanChildName(input.childName));
  return material ? composeTopicBook(material, input) : undefined;
}

/** The offline book; `library` is what the lesson library answered for the topic (undefined: it was not asked). */
export function composeOfflineContent(request: CreationContentInput, library?: LibraryAnswer): CreationContent {
  const fromPacks = composeFromPacks(request);
  if (fromPacks) return fromPacks;
  const input = describeEmojiInput(request);
  const pack = findTopicPack(input.topic);
  const material = library && library !== 'unreachable' ? libraryMaterial(library, input.topic, pack) : undefined;
  if (material) return composeTopicBook(material, input);
  return composeGeneralBook(input, pack, library === 'unreachable' ? 'unreachable' : 'none');
}

/** The offline generator; with a library lookup, topics the packs do not cover are looked up in the lesson library. */
export function createOfflineContentGenerator(library?: LibraryLookup): CreationContentGenerator {
  return {
    source: 'offline',
    async generate(request) {
      const fromPacks = composeFromPacks(request);
      if (fromPacks || !library) return fromPacks ?? composeOfflineContent(request);
      const input = describeEmojiInput(request);
      return composeOfflineContent(request, await library(input.topic, resolveOptions(input).ageBand));
    },
  };
}
