#!/bin/sh
# The DynamoDB table events and its access patterns, designed by sql2dynamo.
# Each function takes the values its comment names, in that order, as arguments; values inside keys
# follow the report's key encoding (integers zero-padded to 20 digits, date-times as 2026-01-10T09:30:00,
# strings of a case-insensitive column folded, bytes up to $ escaped as the report's key encoding says).
# Every argument is a value, never NULL: a write with a NULL parameter is sent as its plan in the report says.
# Needs sh, awk and the AWS CLI. Every name here starts with s2d_.
set -eu

s2d_json() {
  printf '%s\n' "$1" | LC_ALL=C awk '
    BEGIN { ORS = ""; for (i = 1; i < 32; i++) esc[sprintf("%c", i)] = sprintf("\\u%04x", i) }
    {
      if (NR > 1) print "\\n"
      n = length($0)
      for (i = 1; i <= n; i++) {
        c = substr($0, i, 1)
        if (c == "\\" || c == "\"") c = "\\" c
        else if (c in esc) c = esc[c]
        print c
      }
    }'
}

s2d_create_table() {
  aws dynamodb create-table --cli-input-json '{
  "AttributeDefinitions": [
    {
      "AttributeName": "PK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "SK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI1PK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI1SK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI2PK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI2SK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI3PK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI3SK",
      "AttributeType": "S"
    }
  ],
  "BillingMode": "PAY_PER_REQUEST",
  "GlobalSecondaryIndexes": [
    {
      "IndexName": "GSI1",
      "KeySchema": [
        {
          "AttributeName": "GSI1PK",
          "KeyType": "HASH"
        },
        {
          "AttributeName": "GSI1SK",
          "KeyType": "RANGE"
        }
      ],
      "Projection": {
        "ProjectionType": "ALL"
      }
    },
    {
      "IndexName": "GSI2",
      "KeySchema": [
        {
          "AttributeName": "GSI2PK",
          "KeyType": "HASH"
        },
        {
          "AttributeName": "GSI2SK",
          "KeyType": "RANGE"
        }
      ],
      "Projection": {
        "ProjectionType": "ALL"
      }
    },
    {
      "IndexName": "GSI3",
      "KeySchema": [
        {
          "AttributeName": "GSI3PK",
          "KeyType": "HASH"
        },
        {
          "AttributeName": "GSI3SK",
          "KeyType": "RANGE"
        }
      ],
      "Projection": {
        "ProjectionType": "ALL"
      }
    }
  ],
  "KeySchema": [
    {
      "AttributeName": "PK",
      "KeyType": "HASH"
    },
    {
      "AttributeName": "SK",
      "KeyType": "RANGE"
    }
  ],
  "TableName": "events"
}'
}

# ListVenueEvents (testdata/events/input.sql:43:1): s2d_ListVenueEvents venue_id
s2d_ListVenueEvents() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_ListVenueEvents venue_id' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "VENUE#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "EVENT#"
    }
  },
  "IndexName": "GSI1",
  "KeyConditionExpression": "#GSI1PK = :pk AND begins_with(#GSI1SK, :sk)",
  "ScanIndexForward": false,
  "TableName": "events"
}'
}

# ListCheapVenueEvents (testdata/events/input.sql:46:1): s2d_ListCheapVenueEvents venue_id price
s2d_ListCheapVenueEvents() {
  [ "$#" -eq 2 ] || { printf '%s\n' 'usage: s2d_ListCheapVenueEvents venue_id price' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI2PK": "GSI2PK",
    "#GSI2SK": "GSI2SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "VENUE#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "EVENT#$"
    },
    ":sk2": {
      "S": "EVENT#'"$(s2d_json "$2")"'$"
    }
  },
  "IndexName": "GSI2",
  "KeyConditionExpression": "#GSI2PK = :pk AND #GSI2SK BETWEEN :sk AND :sk2",
  "TableName": "events"
}'
}

# AddPerformer (testdata/events/input.sql:61:1): s2d_AddPerformer performer_id event_id billing
s2d_AddPerformer() {
  [ "$#" -eq 3 ] || { printf '%s\n' 'usage: s2d_AddPerformer performer_id event_id billing' >&2; return 2; }
  aws dynamodb transact-write-items --cli-input-json '{
  "TransactItems": [
    {
      "Put": {
        "ConditionExpression": "attribute_not_exists(#PK)",
        "ExpressionAttributeNames": {
          "#PK": "PK"
        },
        "Item": {
          "GSI1PK": {
            "S": "PERFORMER#'"$(s2d_json "$1")"'"
          },
          "GSI1SK": {
            "S": "EVENT_PERFORMER#'"$(s2d_json "$2")"'"
          },
          "PK": {
            "S": "EVENT#'"$(s2d_json "$2")"'"
          },
          "SK": {
            "S": "EVENT_PERFORMER#'"$(s2d_json "$1")"'"
          },
          "_type": {
            "S": "event_performers"
          },
          "billing": {
            "N": "'"$(s2d_json "$3")"'"
          },
          "event_id": {
            "N": "'"$(s2d_json "$2")"'"
          },
          "performer_id": {
            "N": "'"$(s2d_json "$1")"'"
          }
        },
        "TableName": "events"
      }
    },
    {
      "Update": {
        "ExpressionAttributeNames": {
          "#_type": "_type",
          "#count": "count"
        },
        "ExpressionAttributeValues": {
          ":delta": {
            "N": "1"
          },
          ":type": {
            "S": "counter"
          }
        },
        "Key": {
          "PK": {
            "S": "EVENT_PERFORMER#COUNT#EVENT_ID#'"$(s2d_json "$2")"'"
          },
          "SK": {
            "S": "COUNT"
          }
        },
        "TableName": "events",
        "UpdateExpression": "ADD #count :delta SET #_type = :type"
      }
    }
  ]
}'
}

# RemovePerformer (testdata/events/input.sql:64:1): s2d_RemovePerformer event_id performer_id
s2d_RemovePerformer() {
  [ "$#" -eq 2 ] || { printf '%s\n' 'usage: s2d_RemovePerformer event_id performer_id' >&2; return 2; }
  aws dynamodb transact-write-items --cli-input-json '{
  "TransactItems": [
    {
      "Delete": {
        "ConditionExpression": "attribute_exists(#PK)",
        "ExpressionAttributeNames": {
          "#PK": "PK"
        },
        "Key": {
          "PK": {
            "S": "EVENT#'"$(s2d_json "$1")"'"
          },
          "SK": {
            "S": "EVENT_PERFORMER#'"$(s2d_json "$2")"'"
          }
        },
        "TableName": "events"
      }
    },
    {
      "Update": {
        "ExpressionAttributeNames": {
          "#_type": "_type",
          "#count": "count"
        },
        "ExpressionAttributeValues": {
          ":delta": {
            "N": "-1"
          },
          ":type": {
            "S": "counter"
          }
        },
        "Key": {
          "PK": {
            "S": "EVENT_PERFORMER#COUNT#EVENT_ID#'"$(s2d_json "$1")"'"
          },
          "SK": {
            "S": "COUNT"
          }
        },
        "TableName": "events",
        "UpdateExpression": "ADD #count :delta SET #_type = :type"
      }
    }
  ]
}'
}

# RenameVenue (testdata/events/input.sql:67:1): s2d_RenameVenue name id
s2d_RenameVenue() {
  [ "$#" -eq 2 ] || { printf '%s\n' 'usage: s2d_RenameVenue name id' >&2; return 2; }
  aws dynamodb update-item --cli-input-json '{
  "ConditionExpression": "attribute_exists(#PK)",
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#name": "name"
  },
  "ExpressionAttributeValues": {
    ":name": {
      "S": "'"$(s2d_json "$1")"'"
    }
  },
  "Key": {
    "PK": {
      "S": "VENUE#'"$(s2d_json "$2")"'"
    },
    "SK": {
      "S": "VENUE"
    }
  },
  "TableName": "events",
  "UpdateExpression": "SET #name = :name"
}'
}
