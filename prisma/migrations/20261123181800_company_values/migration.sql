-- The six company values of the spec (spec 2 §2), ids 1–6 = scDetailId, three subcomponents each.
-- Reference data every database needs (the values assessment, the self-review and recognition
-- importers); the demo seed writes the same rows, so both skip what exists.
INSERT INTO "CompanyValue" (id, name, description, "sortOrder") VALUES
  (1, 'Drive to Excellence', 'We hold ourselves to a high standard and keep raising it.', 1),
  (2, 'Grit', 'We persevere through setbacks and finish what we start.', 2),
  (3, 'Humility', 'We stay curious, share credit and learn from everyone.', 3),
  (4, 'Integrity', 'We are honest, keep our word and do the right thing.', 4),
  (5, 'Results Orientation', 'We focus on outcomes that matter and deliver them.', 5),
  (6, 'Winning Attitude', 'We bring energy and optimism and play as one team.', 6)
ON CONFLICT DO NOTHING;

INSERT INTO "ValueSubcomponent" ("valueId", position, name, description) VALUES
  (1, 1, 'Raises the Bar', 'Sets ambitious standards for their own work and the team''s.'),
  (1, 2, 'Attention to Detail', 'Catches the small things that make a big difference.'),
  (1, 3, 'Continuous Improvement', 'Keeps looking for better ways of working.'),
  (2, 1, 'Perseverance', 'Keeps going when the work gets hard or slow.'),
  (2, 2, 'Resilience', 'Recovers quickly from setbacks and helps others recover.'),
  (2, 3, 'Commitment', 'Sees commitments through to the end.'),
  (3, 1, 'Openness to Feedback', 'Asks for feedback and acts on it.'),
  (3, 2, 'Shares Credit', 'Gives credit to others generously and publicly.'),
  (3, 3, 'Learns from Others', 'Seeks out and values other people''s expertise.'),
  (4, 1, 'Honesty', 'Tells the truth, including when it is uncomfortable.'),
  (4, 2, 'Keeps Commitments', 'Does what they say they will do.'),
  (4, 3, 'Does the Right Thing', 'Acts ethically when nobody is watching.'),
  (5, 1, 'Focus on Outcomes', 'Measures success by results, not activity.'),
  (5, 2, 'Prioritisation', 'Works on what matters most first.'),
  (5, 3, 'Delivers on Time', 'Meets deadlines reliably.'),
  (6, 1, 'Positivity', 'Brings energy and optimism, especially in hard moments.'),
  (6, 2, 'Team First', 'Puts the team''s success ahead of personal credit.'),
  (6, 3, 'Confidence', 'Approaches challenges believing they can be met.')
ON CONFLICT DO NOTHING;
