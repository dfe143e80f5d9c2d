import { afterEach, describe, expect, it } from 'vitest';

// The setup answers label.control and element.labels from the document's id index (tests/console/setup.ts):
// the answers must be the HTML standard's, as jsdom's own walk gives them.
describe('labels in the console tests', () => {
    afterEach(() => {
        document.body.innerHTML = '';
    });

    it('finds the first element of the id in tree order, only when it can be labelled', () => {
        document.body.innerHTML = `
            <label id="a" for="name">Name</label>
            <div id="name"></div><input id="name" />
            <label id="b" for="amount">Amount</label><input id="amount" />
            <label id="c" for="secret">Secret</label><input id="secret" type="hidden" />
            <label id="d" for="">Empty</label>
            <label id="e">Nested <select id="pick"></select></label>
            <label id="f" for="amount">Amount again</label>`;
        const label = (id: string) => document.getElementById(id) as HTMLLabelElement;
        // The first element with the id is a div, which no label can name.
        expect(label('a').control).toBeNull();
        expect(label('b').control).toBe(document.getElementById('amount'));
        expect(label('c').control).toBeNull();
        expect(label('d').control).toBeNull();
        expect(label('e').control).toBe(document.getElementById('pick'));
        const amount = document.getElementById('amount') as HTMLInputElement;
        expect(Array.from(amount.labels ?? []).map(each => each.id)).toEqual(['b', 'f']);
        const pick = document.getElementById('pick') as HTMLSelectElement;
        expect(Array.from(pick.labels).map(each => each.id)).toEqual(['e']);
        expect((document.getElementById('secret') as HTMLInputElement).labels).toBeNull();
    });

    it('follows the document as it changes', () => {
        document.body.innerHTML = '<label id="l" for="x">X</label>';
        const label = document.getElementById('l') as HTMLLabelElement;
        expect(label.control).toBeNull();
        const input = document.createElement('input');
        input.id = 'x';
        document.body.append(input);
        expect(label.control).toBe(input);
        expect(Array.from(input.labels ?? []).map(each => each.id)).toEqual(['l']);
        input.remove();
        expect(label.control).toBeNull();
    });

    it('answers outside the document as jsdom does', () => {
        const detached = document.createElement('div');
        detached.innerHTML = '<label id="m" for="y">Y</label><input id="y" />';
        const label = detached.querySelector('label') as HTMLLabelElement;
        expect(label.control).toBe(detached.querySelector('input'));
    });
});
