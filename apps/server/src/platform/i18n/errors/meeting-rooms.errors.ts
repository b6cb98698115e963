export const meetingRooms = {} as const;
