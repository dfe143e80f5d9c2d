import { check } from './check';
import { type Answering, pressAll, readChoices, type Sweep, visit } from './press';
import type { SweepRecords } from './records';
import { pathOf, type Screen } from './screens';
import { t } from './texts';

// One screen at one size: opened, read, then every control pressed that an earlier size did not press (the
// same control on the same screen runs the same code at both sizes; each size's own controls, such as a
// phone's row menus, are pressed at theirs). On the sweep's own records (records.ts)
// dialogs are confirmed, destructive controls only at the last size, after the rest. Anything else is
// cancelled and the forms of records that are not the sweep's are not submitted, so the demo data stays.

const DESTRUCTIVE = /delete|remove|disable|padam|hapus|buang|keluarkan|nyahaktif/i;

const answeringFor = (screen: Screen, records: SweepRecords, lastSize: boolean): Answering => {
    const own = screen.template.includes(':id') && records.own.includes(screen.resource);
    return {
        confirm: name => own && (lastSize || !DESTRUCTIVE.test(name)),
        skip: (name, submit) =>
            (own && !lastSize && DESTRUCTIVE.test(name)) ||
            (submit && screen.template.includes(':id') && !own),
        // The errors a step expects, all client-side validation toasts with no failed request behind them:
        // Create on an empty create form, Save on the Setting screen's empty password form, and a dialog's
        // confirmation with the form the dialog holds left empty.
        expected: (_name, submit) => ({
            validation: !submit || screen.screen === 'create' || screen.resource === 'settings',
        }),
    };
};

export const sweepScreen = async (
    sweep: Sweep,
    screen: Screen,
    records: SweepRecords,
    lastSize: boolean,
    done: Set<string>
) => {
    const path = pathOf(screen, records);
    await visit(sweep.page, path);
    const step = `${sweep.label} ${screen.name}`;
    sweep.problems.push(
        ...(await check(sweep.page, sweep.heed, step, sweep.locale, { denied: true }))
    );
    const denied = await sweep.page
        .getByText(t(sweep.locale, 'ra.page.access_denied'), { exact: true })
        .count();
    if (denied) return 'Access denied on a direct visit';
    // The screen's own choice fields (filters, selects) once, at the first size: the choices are the same.
    if (done.size === 0) await readChoices({ ...sweep, label: step }, '#main-content', step);
    const destructive = (name: string) => DESTRUCTIVE.test(name);
    await pressAll(
        { ...sweep, label: step },
        path,
        answeringFor(screen, records, lastSize),
        destructive,
        done
    );
    return 'swept';
};
