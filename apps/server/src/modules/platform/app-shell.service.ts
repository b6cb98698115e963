import type { BoardClassListData, CountryNameData, WebGateFlagData, ZoomSettingsData } from '@esc/contracts';

export type AppShellService = ReturnType<typeof createAppShellService>;

const DEFAULT_COUNTRY = 'IN';
const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** Boards and their classes as a guest sees the platform catalogue (CBSE, ICSE, state boards...). */
export type BoardClassReader = () => Promise<BoardClassListData['boards']>;

function countryName(iso: string): string | null {
  try {
    const name = regionNames.of(iso);
    // Intl answers an unknown but well-formed code with the code itself.
    return name && name !== iso ? name : null;
  } catch {
    return null;
  }
}

/**
 * What the app shell asks before it draws (spec 001 §7, §8; 002 §7.2): the country (the signed-in
 * person's; India when unknown, as the spec's failure rule says), web-gate flags, and the two
 * static JSON files, the board-class list read from the catalogue and Zoom's public settings.
 */
export function createAppShellService(deps: {
  countryOf: (uuid: string) => Promise<string | null>;
  boardClasses: BoardClassReader;
  iosWalletEnabled: boolean;
  zoomSdkKey: string | null;
}) {
  async function country(uuid: string | null): Promise<CountryNameData> {
    const iso = uuid === null ? null : ((await deps.countryOf(uuid))?.toUpperCase() ?? null);
    const name = iso === null ? null : countryName(iso);
    if (iso !== null && name !== null) return { country_iso: iso, country_name: name, source: 'account' };
    return { country_iso: DEFAULT_COUNTRY, country_name: countryName(DEFAULT_COUNTRY)!, source: 'default' };
  }

  function webGateFlag(flag: 'IOS_WALLET_ENABLE'): WebGateFlagData {
    return { flag, enabled: flag === 'IOS_WALLET_ENABLE' && deps.iosWalletEnabled };
  }

  async function boardClassList(): Promise<BoardClassListData> {
    return { boards: await deps.boardClasses() };
  }

  function zoomSettings(): ZoomSettingsData {
    return { enabled: deps.zoomSdkKey !== null, sdk_key: deps.zoomSdkKey };
  }

  return { country, webGateFlag, boardClassList, zoomSettings };
}
