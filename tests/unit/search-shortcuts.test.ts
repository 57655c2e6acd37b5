import {describe, expect, test} from 'vitest';
import {isEditable, shortcutAction, type KeyInput} from '../../src/search/ui/search-bar/shortcuts';

const key = (value: string, extra: Partial<KeyInput> = {}): KeyInput => ({
  key: value,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  target: {tagName: 'BODY'},
  ...extra,
});
const closed = {isOpen: false, buttonHasFocus: false};

describe('search shortcuts', () => {
  test('Ctrl+K and Cmd+K toggle, open or closed', () => {
    expect(shortcutAction(key('k', {ctrlKey: true}), closed)).toEqual({kind: 'toggle'});
    expect(shortcutAction(key('K', {metaKey: true}), {isOpen: true, buttonHasFocus: false})).toEqual({kind: 'toggle'});
    expect(shortcutAction(key('k', {ctrlKey: true, altKey: true}), closed)).toEqual({kind: 'none'});
  });

  test('Escape closes an open dialog and means nothing otherwise', () => {
    expect(shortcutAction(key('Escape'), {isOpen: true, buttonHasFocus: false})).toEqual({kind: 'close'});
    expect(shortcutAction(key('Escape'), closed)).toEqual({kind: 'none'});
  });

  test('"/" opens, but never from a field the reader is typing in', () => {
    expect(shortcutAction(key('/'), closed)).toEqual({kind: 'open'});
    for (const tagName of ['INPUT', 'textarea', 'SELECT']) {
      expect(shortcutAction(key('/', {target: {tagName}}), closed)).toEqual({kind: 'none'});
    }
    expect(shortcutAction(key('/', {target: {tagName: 'DIV', isContentEditable: true}}), closed)).toEqual({kind: 'none'});
    expect(shortcutAction(key('/'), {isOpen: true, buttonHasFocus: false})).toEqual({kind: 'none'});
  });

  test('a letter or digit typed on the focused button seeds the query', () => {
    const focused = {isOpen: false, buttonHasFocus: true};
    expect(shortcutAction(key('a'), focused)).toEqual({kind: 'seed', key: 'a'});
    expect(shortcutAction(key('é'), focused)).toEqual({kind: 'seed', key: 'é'});
    expect(shortcutAction(key('7'), focused)).toEqual({kind: 'seed', key: '7'});
    expect(shortcutAction(key('Tab'), focused)).toEqual({kind: 'none'});
    expect(shortcutAction(key('f', {ctrlKey: true}), focused)).toEqual({kind: 'none'});
    expect(shortcutAction(key('a'), closed)).toEqual({kind: 'none'});
  });

  test('isEditable', () => {
    expect(isEditable(null)).toBe(false);
    expect(isEditable({tagName: 'A'})).toBe(false);
    expect(isEditable({tagName: 'input'})).toBe(true);
  });
});
