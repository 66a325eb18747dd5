// Budgets feature
